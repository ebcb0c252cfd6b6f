# appstream_validate: the AppStream metainfo and the desktop entry pass their
# validators: errors and warnings fail, infos, pedantic notes and hints pass.
cmake_minimum_required(VERSION 3.25)
foreach(tool APPSTREAMCLI DESKTOP_FILE_VALIDATE)
    if(NOT ${tool})
        message(FATAL_ERROR "${tool} not found: run tools/install-deps.sh (appstream, desktop-file-utils)")
    endif()
endforeach()

execute_process(COMMAND ${APPSTREAMCLI} validate --no-net ${METAINFO} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate failed on ${METAINFO}")
endif()
# The same file in its installed tree: its launchable desktop file is found there.
execute_process(COMMAND ${APPSTREAMCLI} validate-tree --no-net ${PREFIX} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate-tree failed on ${PREFIX}")
endif()

# desktop-file-validate exits 0 on warnings; fail on them too (hints pass).
execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${DESKTOP_FILE}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR out MATCHES "error:|warning:")
    message(FATAL_ERROR "desktop-file-validate on ${DESKTOP_FILE}:\n${out}")
endif()
message(STATUS "metainfo and desktop entry are valid")

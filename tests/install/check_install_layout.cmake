# install_layout: `cmake --install BUILD_DIR --prefix PREFIX` lays out exactly
# the programs, the sound module critter-table loads on first use (app/sound),
# the menu entry, the AppStream file and the icons, in the
# places desktops look for them, and nothing else (no static libraries, no
# critter-table-lab etc.).
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
    RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install ${BUILD_DIR} failed (${rc})")
endif()

set(expected
    ${BINDIR}/critter-table
    ${BINDIR}/critter-cli
    ${BINDIR}/critter-server
    ${LIBDIR}/critter-table/critter-table-sound.so
    ${DATADIR}/applications/${APP_ID}.desktop
    ${DATADIR}/metainfo/${APP_ID}.metainfo.xml
    ${DATADIR}/icons/hicolor/scalable/apps/${APP_ID}.svg
)
foreach(size IN LISTS ICON_SIZES)
    list(APPEND expected ${DATADIR}/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()

set(problems "")
foreach(file IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${file})
        string(APPEND problems "missing: ${file}\n")
    endif()
endforeach()
file(GLOB_RECURSE installed RELATIVE ${PREFIX} LIST_DIRECTORIES false ${PREFIX}/*)
foreach(file IN LISTS installed)
    if(NOT file IN_LIST expected)
        string(APPEND problems "not expected: ${file}\n")
    endif()
endforeach()
# The product alone (issue 28): critter-table-lab, the window with the
# screenshot drivers, the soak and the start-up probe, is built for tests and
# tools but never installed, and none of its code is in critter-table.
file(GLOB_RECURSE lab_installed LIST_DIRECTORIES false ${PREFIX}/*critter-table-lab*)
if(lab_installed)
    string(APPEND problems "the lab tool was installed: ${lab_installed}\n")
endif()
if(EXISTS ${PREFIX}/${BINDIR}/critter-table)
    file(STRINGS ${PREFIX}/${BINDIR}/critter-table lab_code REGEX "WindowSoak|FrameTimes|StartupProbe|soak-games|measure-startup")
    if(lab_code)
        string(APPEND problems "the installed critter-table holds the lab's code: ${lab_code}\n")
    endif()
endif()
# The menu entry starts the program just installed (packaging/CMakeLists.txt).
set(desktop_file ${PREFIX}/${DATADIR}/applications/${APP_ID}.desktop)
if(EXISTS ${desktop_file})
    file(STRINGS ${desktop_file} exec REGEX "^Exec=")
    if(NOT exec STREQUAL "Exec=${PREFIX}/${BINDIR}/critter-table %f")
        string(APPEND problems "${APP_ID}.desktop has '${exec}', not the installed critter-table\n")
    endif()
endif()

if(problems)
    message(FATAL_ERROR "install layout under ${PREFIX}:\n${problems}")
endif()
list(LENGTH expected count)
message(STATUS "all ${count} files installed where expected")

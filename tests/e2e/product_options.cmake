# The product binary holds the product (issue 28): critter-table's --help
# lists the player's options (a file, --seed, --no-sound) and no screenshot,
# soak or measuring option; it refuses those options as unknown; and none of
# the lab's code (WindowSoak, FrameTimes, StartupProbe, the screenshot
# driver) is linked into it. critter-table-lab has all of them, which shows
# the checks below would catch them.
# cmake -DAPP=<critter-table> -DLAB=<critter-table-lab> -DWORK=<scratch dir> -P product_options.cmake
foreach(program APP LAB)
    if(NOT EXISTS "${${program}}")
        message(FATAL_ERROR "${program} '${${program}}' is missing")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config" "${WORK}/data" "${WORK}/runtime")
file(CHMOD "${WORK}/runtime" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{XDG_DATA_HOME} "${WORK}/data")
set(ENV{XDG_RUNTIME_DIR} "${WORK}/runtime")

# The lab's options, each with a value where it takes one.
set(lab_options "--screenshot^${WORK}/shot.png" "--screen^about" "--size^640x400" "--seats^3" "--soak-games^1"
    "--measure-startup" "--launched-at-ns^1")
# Words no option of the product may carry in its --help.
set(lab_words "screenshot|--screen|--size|--seats|soak|measure|startup|frame|launched")

function(help_of program out_var)
    execute_process(COMMAND "${program}" --help RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "${program} --help: exit ${status}\n${out}${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

help_of("${APP}" product_help)
foreach(wanted "--seed <N>" "--no-sound" "\\[file\\]" "--help" "--version")
    if(NOT product_help MATCHES "${wanted}")
        message(FATAL_ERROR "critter-table --help does not list ${wanted}:\n${product_help}")
    endif()
endforeach()
string(REGEX MATCHALL "${lab_words}" found "${product_help}")
if(found)
    message(FATAL_ERROR "critter-table --help names ${found}:\n${product_help}")
endif()

help_of("${LAB}" lab_help)
foreach(option IN LISTS lab_options)
    string(REPLACE "^" ";" args "${option}")
    list(GET args 0 name)
    if(NOT lab_help MATCHES "${name}")
        message(FATAL_ERROR "critter-table-lab --help does not list ${name}:\n${lab_help}")
    endif()
    # The product does not know it: a usage error, no window.
    execute_process(COMMAND "${APP}" ${args} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    string(SUBSTRING "${name}" 2 -1 bare)
    if(status EQUAL 0 OR NOT err MATCHES "Unknown option '${bare}'")
        message(FATAL_ERROR "critter-table ${args}: exit ${status}, said: ${out}${err}")
    endif()
endforeach()
if(EXISTS "${WORK}/shot.png")
    message(FATAL_ERROR "critter-table saved a screenshot")
endif()

# The code itself: moc keeps each QObject's class name in the program.
set(lab_code "WindowSoak|FrameTimes|StartupProbe|soak-games|measure-startup")
file(STRINGS "${APP}" in_product REGEX "${lab_code}")
if(in_product)
    message(FATAL_ERROR "critter-table holds the lab's code: ${in_product}")
endif()
file(STRINGS "${LAB}" in_lab REGEX "${lab_code}")
foreach(name WindowSoak FrameTimes StartupProbe)
    if(NOT in_lab MATCHES "${name}")
        message(FATAL_ERROR "critter-table-lab has no ${name}: this check would not see it")
    endif()
endforeach()
message(STATUS "critter-table holds the product alone")

# Nothing aborts (issue 13): the real window started with odd arguments,
# missing or damaged files and nonsense settings must show itself, save its
# screenshot and quit normally, logging no warning. The product, critter-table,
# takes no screenshot and never quits by itself (issue 28), so the window's
# cases run in critter-table-lab, which is the same window with the same
# player's options (a file, --seed) plus --screenshot, --screen, --size and
# --seats; critter-table itself is started with the damaged files and
# settings, must still be running and silent after a few seconds, and must
# refuse a bad --seed.
# cmake -DAPP=<critter-table> -DLAB=<critter-table-lab> -DWORK=<scratch dir> -P hostile_launch.cmake
foreach(program APP LAB)
    if(NOT EXISTS "${${program}}")
        message(FATAL_ERROR "${program} '${${program}}' is missing")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config/CritterTable" "${WORK}/data" "${WORK}/runtime")
file(CHMOD "${WORK}/runtime" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
file(WRITE "${WORK}/damaged.json" "{\"format\": \"critter-table\", \"game\": \"trash-pandas\", \"actions\": [")
string(ASCII 1 2 127 27 binary)
file(WRITE "${WORK}/binary.json" "${binary} not json at all")
# 300,000 brackets deep (600 KB): once a stack overflow in the reader.
string(REPEAT "[" 300000 opened)
string(REPEAT "]" 300000 closed)
set(deep_json "{\"game\": \"trash-pandas\", \"setup\": {\"players\": 2, \"x\": ${opened}${closed}}}")
file(WRITE "${WORK}/deep.json" "${deep_json}")
# A named pipe called like a game: opening it for reading would wait for a
# writer for ever, so it must be refused before it is opened.
execute_process(COMMAND mkfifo "${WORK}/pipe.json" RESULT_VARIABLE fifo_status)
if(NOT fifo_status EQUAL 0)
    message(FATAL_ERROR "mkfifo ${WORK}/pipe.json failed: ${fifo_status}")
endif()
# A statistics database that is no database: every launch below starts with
# it, must say nothing about it on the console, and must leave it as it is.
set(stats_db "${WORK}/data/CritterTable/Critter Table/stats.sqlite")
file(WRITE "${stats_db}" "SQLite format 3 but then nothing sensible at all, cut short")
file(SHA256 "${stats_db}" stats_db_hash)
set(settings_nonsense "[ui]\nanimationSpeed=banana\nbotPace=-7\nlanguage=xx\ntextSize=huge\ncolourSafe=banana\nhighContrast=7\nreducedMotion=perhaps\nfullScreen=maybe\n[window]\ngeometry=@ByteArray(garbage)\n[sound]\nvolume=-40000\nmuted=maybe\n")

# settings|arguments, the arguments joined by ^
set(cases
    "normal|--screenshot^${WORK}/shot.png"
    "normal|--screen^table:no-such-game^--screenshot^${WORK}/shot.png"
    "normal|--screen^setup:no-such-game^--screenshot^${WORK}/shot.png"
    "normal|--screen^rules:^--screenshot^${WORK}/shot.png"
    "normal|--screen^nowhere^--size^axb^--screenshot^${WORK}/shot.png"
    "normal|--screen^statistics^--screenshot^${WORK}/shot.png"
    "normal|--size^-5x99999^--seats^-3^--screen^table:trash-pandas^--screenshot^${WORK}/shot.png"
    "normal|--seats^999^--screen^table:trash-dash^--screenshot^${WORK}/shot.png"
    "normal|${WORK}/missing.json^--screenshot^${WORK}/shot.png"
    "normal|${WORK}/damaged.json^--screenshot^${WORK}/shot.png"
    "normal|${WORK}/binary.json^--screenshot^${WORK}/shot.png"
    "normal|${WORK}^--screenshot^${WORK}/shot.png"
    "normal|${WORK}/deep.json^--screenshot^${WORK}/shot.png"
    "normal|${WORK}/pipe.json^--screenshot^${WORK}/shot.png"
    "nonsense|--screenshot^${WORK}/shot.png"
    "nonsense|--screen^table:panda-panda^--screenshot^${WORK}/shot.png"
)
# The same as the autosave the home screen reads for its Continue: the home
# screen shows, and the file is left as it is (a New game would replace it).
set(deep_autosave "${WORK}/data/CritterTable/Critter Table/autosave/trash-pandas.json")
file(WRITE "${deep_autosave}" "${deep_json}")
file(SHA256 "${deep_autosave}" deep_autosave_hash)
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "XDG_CONFIG_HOME=${WORK}/config"
            "XDG_DATA_HOME=${WORK}/data" "XDG_RUNTIME_DIR=${WORK}/runtime" "${LAB}" --screenshot "${WORK}/home.png"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
file(SHA256 "${deep_autosave}" deep_autosave_after)
if(NOT status EQUAL 0 OR NOT EXISTS "${WORK}/home.png" OR NOT "${out}${err}" STREQUAL ""
   OR NOT deep_autosave_after STREQUAL deep_autosave_hash)
    message(FATAL_ERROR "critter-table-lab with a damaged autosave: exit ${status}, autosave kept: "
                        "${deep_autosave_after} ${deep_autosave_hash}\n${out}${err}")
endif()
file(REMOVE "${deep_autosave}")
# An autosave that is a pipe: the home screen shows all the same.
set(pipe_autosave "${WORK}/data/CritterTable/Critter Table/autosave/panda-panda.json")
execute_process(COMMAND mkfifo "${pipe_autosave}")
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "XDG_CONFIG_HOME=${WORK}/config"
            "XDG_DATA_HOME=${WORK}/data" "XDG_RUNTIME_DIR=${WORK}/runtime" "${LAB}" --screenshot "${WORK}/home.png"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
if(NOT status EQUAL 0 OR NOT "${out}${err}" STREQUAL "" OR NOT EXISTS "${pipe_autosave}")
    message(FATAL_ERROR "critter-table-lab with a pipe for an autosave: exit ${status}\n${out}${err}")
endif()
file(REMOVE "${pipe_autosave}")

foreach(case IN LISTS cases)
    string(REPLACE "|" ";" parts "${case}") # settings|arg^arg^...
    string(REPLACE "^" ";" parts "${parts}")
    list(GET parts 0 settings)
    list(SUBLIST parts 1 -1 args)
    if(settings STREQUAL "nonsense")
        file(WRITE "${WORK}/config/CritterTable/Critter Table.conf" "${settings_nonsense}")
    else()
        file(WRITE "${WORK}/config/CritterTable/Critter Table.conf" "[ui]\nanimationSpeed=instant\n")
    endif()
    file(REMOVE "${WORK}/shot.png")
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "XDG_CONFIG_HOME=${WORK}/config"
                "XDG_DATA_HOME=${WORK}/data" "XDG_RUNTIME_DIR=${WORK}/runtime" "${LAB}" ${args}
        RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
    string(REPLACE ";" " " shown "${args}")
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "critter-table-lab ${shown} (${settings} settings): exit ${status}\n${out}${err}")
    endif()
    if(NOT EXISTS "${WORK}/shot.png")
        message(FATAL_ERROR "critter-table-lab ${shown} (${settings} settings): no window to grab\n${out}${err}")
    endif()
    if(NOT "${out}${err}" STREQUAL "")
        message(FATAL_ERROR "critter-table-lab ${shown} (${settings} settings) logged:\n${out}${err}")
    endif()
endforeach()
file(SHA256 "${stats_db}" stats_db_after)
if(NOT stats_db_after STREQUAL stats_db_hash)
    message(FATAL_ERROR "the damaged statistics database was changed")
endif()
file(GLOB stats_aside "${WORK}/data/CritterTable/Critter Table/stats.sqlite?*")
if(stats_aside)
    message(FATAL_ERROR "a damaged statistics database was moved or joined by ${stats_aside} without anyone agreeing")
endif()
# A pipe where the settings file goes: Qt would wait for ever reading it.
# The app leaves it alone, says so, keeps this run's settings aside and runs.
file(REMOVE "${WORK}/config/CritterTable/Critter Table.conf")
execute_process(COMMAND mkfifo "${WORK}/config/CritterTable/Critter Table.conf")
file(REMOVE "${WORK}/shot.png")
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "XDG_CONFIG_HOME=${WORK}/config"
            "XDG_DATA_HOME=${WORK}/data" "XDG_RUNTIME_DIR=${WORK}/runtime" "${LAB}" --screenshot "${WORK}/shot.png"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
if(NOT status EQUAL 0 OR NOT EXISTS "${WORK}/shot.png" OR NOT err MATCHES "Critter Table.conf is not a file")
    message(FATAL_ERROR "critter-table-lab with a pipe for its settings: exit ${status}\n${out}${err}")
endif()
file(REMOVE "${WORK}/config/CritterTable/Critter Table.conf")
# A bad --seed is a usage error: exit 2 with a message, no window, in both.
foreach(program "${APP}" "${LAB}")
    execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "XDG_RUNTIME_DIR=${WORK}/runtime"
                    "${program}" --seed 12x RESULT_VARIABLE status ERROR_VARIABLE err TIMEOUT 60)
    if(NOT status EQUAL 2 OR NOT err MATCHES "--seed: expected a whole number from 0 to 18446744073709551615, got '12x'")
        message(FATAL_ERROR "${program} --seed 12x: exit ${status}, said: ${err}")
    endif()
endforeach()

# The product itself, as a player starts it: with a damaged, a binary, a deep
# and a pipe file, and with nonsense settings, it is still running a few
# seconds later (the timeout ends it) and has logged nothing. Started
# directly, not through `cmake -E env`, so the timeout ends the app itself.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{XDG_DATA_HOME} "${WORK}/data")
set(ENV{XDG_RUNTIME_DIR} "${WORK}/runtime")
if(NOT CRITTER_TIMEOUT_SCALE)
    set(CRITTER_TIMEOUT_SCALE 1)
endif()
math(EXPR product_seconds "6 * ${CRITTER_TIMEOUT_SCALE}")
foreach(case "normal|damaged.json" "normal|binary.json" "normal|deep.json" "normal|pipe.json" "nonsense|")
    string(REPLACE "|" ";" parts "${case}")
    list(GET parts 0 settings)
    list(LENGTH parts count)
    set(args --no-sound)
    if(count GREATER 1)
        list(GET parts 1 name)
        list(APPEND args "${WORK}/${name}")
    endif()
    if(settings STREQUAL "nonsense")
        file(WRITE "${WORK}/config/CritterTable/Critter Table.conf" "${settings_nonsense}")
    else()
        file(WRITE "${WORK}/config/CritterTable/Critter Table.conf" "[ui]\nanimationSpeed=instant\n")
    endif()
    execute_process(COMMAND "${APP}" ${args} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                    TIMEOUT ${product_seconds})
    string(REPLACE ";" " " shown "${args}")
    if(NOT status STREQUAL "Process terminated due to timeout")
        message(FATAL_ERROR "critter-table ${shown} (${settings} settings) ended by itself: ${status}\n${out}${err}")
    endif()
    if(NOT "${out}${err}" STREQUAL "")
        message(FATAL_ERROR "critter-table ${shown} (${settings} settings) logged:\n${out}${err}")
    endif()
endforeach()
file(SHA256 "${stats_db}" stats_db_after)
if(NOT stats_db_after STREQUAL stats_db_hash)
    message(FATAL_ERROR "critter-table changed the damaged statistics database")
endif()
message(STATUS "critter-table and critter-table-lab survived every hostile launch")

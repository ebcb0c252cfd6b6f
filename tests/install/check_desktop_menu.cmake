# desktop_menu: a real desktop's menu, built from the installed prefix alone,
# lists Critter Table under Games with our icon and our installed program.
# IceWM's menu builder (icewm-menu-fdo, from tools/install-deps.sh) reads the
# XDG data folders the way the desktop does; the session screenshot in
# docs/screenshots/desktop-menu-icewm.png shows the same menu drawn.
cmake_minimum_required(VERSION 3.25)
if(NOT MENU_FDO)
    message(FATAL_ERROR "icewm-menu-fdo not found: run tools/install-deps.sh (icewm)")
endif()

# Only the prefix: nothing installed elsewhere on this machine can stand in.
set(ENV{XDG_DATA_DIRS} "${PREFIX}/${DATADIR}")
set(ENV{XDG_DATA_HOME} "${PREFIX}/no-user-data")
execute_process(COMMAND ${MENU_FDO} RESULT_VARIABLE rc OUTPUT_VARIABLE menu ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "icewm-menu-fdo failed (${rc}): ${err}")
endif()

set(program "${PREFIX}/${BINDIR}/critter-table")
string(FIND "${menu}" "menu \"Game\" folder {" games)
string(FIND "${menu}" "prog \"Critter Table\" ${APP_ID} ${program}" entry)
if(games LESS 0 OR entry LESS games)
    message(FATAL_ERROR "the menu has no \"Critter Table\" entry under Game with icon ${APP_ID} "
                        "running ${program}; the menu built from ${PREFIX}:\n${menu}")
endif()
if(NOT EXISTS "${program}" OR IS_DIRECTORY "${program}")
    message(FATAL_ERROR "the menu entry runs ${program}, which is not installed")
endif()

# The icon name resolves in the hicolor theme at the sizes menus and
# taskbars ask for (IceWM: 16 and 32), and as the scalable original.
foreach(size 16x16 32x32 48x48 scalable)
    set(ext png)
    if(size STREQUAL "scalable")
        set(ext svg)
    endif()
    set(icon "${PREFIX}/${DATADIR}/icons/hicolor/${size}/apps/${APP_ID}.${ext}")
    if(NOT EXISTS "${icon}")
        message(FATAL_ERROR "the menu's icon ${APP_ID} has no ${size} file: ${icon}")
    endif()
endforeach()
message(STATUS "Critter Table is in the Game menu with its icon")

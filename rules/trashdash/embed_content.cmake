# Turns the Trash Dash data files into a .cpp of string literals so the rules
# library needs no files at run time (embeddedContentFiles() in content.h).
# Run as: cmake -DDATA_DIR=<rules/data/trash-dash> -DOUT=<file.cpp> -P embed_content.cmake
set(members actionCards trashCards characters tiles tracks dice)
set(names action-cards trash-cards characters tiles tracks dice)
set(body "")
foreach(i RANGE 5)
    list(GET members ${i} member)
    list(GET names ${i} name)
    file(READ "${DATA_DIR}/${name}.json" text)
    string(FIND "${text}" ")json\"" clash)
    if(NOT clash EQUAL -1)
        message(FATAL_ERROR "${name}.json contains the literal's end marker )json\"")
    endif()
    string(APPEND body "    files.${member} = R\"json(${text})json\";\n")
endforeach()
set(code "// Generated from rules/data/trash-dash/*.json by embed_content.cmake; do not edit.
#include \"trashdash/content.h\"

namespace critter::td {

const ContentFiles& embeddedContentFiles()
{
    static const ContentFiles embedded = [] {
        ContentFiles files;
${body}        return files;
    }();
    return embedded;
}

} // namespace critter::td
")
# Write only when changed, so a rebuild does not recompile for nothing.
if(EXISTS "${OUT}")
    file(READ "${OUT}" old)
    if(old STREQUAL code)
        return()
    endif()
endif()
file(WRITE "${OUT}" "${code}")

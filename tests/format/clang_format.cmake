# Checks that every C++ file of the product (app, core, ui, tests, packaging)
# is formatted with the committed .clang-format: a glob, not a list, so a new
# file is checked from its first commit. Run with -DSOURCE=<repo>
# -DCLANG_FORMAT=<exe>. A missing clang-format fails the test: an unchecked
# tree is not a pass.
if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format-14 not found: cannot check formatting")
endif()
execute_process(COMMAND ${CLANG_FORMAT} --version OUTPUT_VARIABLE version)
if(NOT version MATCHES "version 14\\.")
    # Other versions format some constructs differently; the tree is clean for 14.
    message(FATAL_ERROR "need clang-format 14, found: ${version}")
endif()

set(files)
foreach(dir IN ITEMS app core ui tests packaging)
    file(GLOB_RECURSE found RELATIVE ${SOURCE} ${SOURCE}/${dir}/*.cpp ${SOURCE}/${dir}/*.h)
    list(APPEND files ${found})
endforeach()
list(LENGTH files count)
if(count LESS 400)
    # The tree holds about 480: far fewer means the glob looked in the wrong place.
    message(FATAL_ERROR "only ${count} C++ files found under ${SOURCE}: wrong SOURCE?")
endif()

execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror --style=file ${files}
                WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE rc ERROR_VARIABLE diagnostics)
if(NOT rc EQUAL 0)
    string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" bad "${diagnostics}")
    list(REMOVE_DUPLICATES bad)
    string(REPLACE ";" "\n" bad "${bad}")
    message(FATAL_ERROR "not formatted (run clang-format-14 -i on them):\n${bad}")
endif()
message(STATUS "${count} files formatted")

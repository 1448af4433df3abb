# Checks that every file listed in clang-format-files.txt is formatted with the
# committed .clang-format. Only listed files: reformatting the whole tree at
# once would conflict with every open branch, so files join the list one by
# one (see the list's header). Run with -DSOURCE=<repo> -DCLANG_FORMAT=<exe>.
# A missing clang-format fails the test: an unchecked tree is not a pass.
if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format-14 not found: cannot check formatting")
endif()
execute_process(COMMAND ${CLANG_FORMAT} --version OUTPUT_VARIABLE version)
if(NOT version MATCHES "version 14\\.")
    # Other versions format some constructs differently; the list is clean for 14.
    message(FATAL_ERROR "need clang-format 14, found: ${version}")
endif()

file(STRINGS ${SOURCE}/tests/format/clang-format-files.txt lines)
set(files)
foreach(line IN LISTS lines)
    if(line STREQUAL "" OR line MATCHES "^#")
        continue()
    endif()
    if(NOT EXISTS ${SOURCE}/${line})
        message(FATAL_ERROR "listed for the format check but missing: ${line}")
    endif()
    list(APPEND files ${line})
endforeach()
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no files listed: nothing would be checked")
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

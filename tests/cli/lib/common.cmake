# Helpers for CLI tests: run suanpan-cli and check exit code and output.
# Each test script gets CLI (the executable), DATA (tests/data) and WORK (a
# scratch folder, emptied first).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run_cli(<expected exit code> <out var> <err var> args...)
function(run_cli expected out_var err_var)
    execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE err WORKING_DIRECTORY "${WORK}")
    if(NOT "${rc}" STREQUAL "${expected}")
        message(FATAL_ERROR "suanpan-cli ${ARGN}: exit ${rc}, expected ${expected}\nstdout: ${out}\nstderr: ${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
    set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

function(expect_contains text needle)
    string(FIND "${text}" "${needle}" pos)
    if(pos EQUAL -1)
        message(FATAL_ERROR "expected to find '${needle}' in:\n${text}")
    endif()
endfunction()

# A refusal is exactly one line on stderr.
function(expect_one_line text)
    string(STRIP "${text}" stripped)
    string(FIND "${stripped}" "\n" pos)
    if(NOT pos EQUAL -1 OR stripped STREQUAL "")
        message(FATAL_ERROR "expected one line on stderr, got:\n${text}")
    endif()
endfunction()

# Whole part of a JSON number (CMake's math() knows only integers).
function(json_int out_var json)
    string(JSON value GET "${json}" ${ARGN})
    string(REGEX REPLACE "\\..*$" "" value "${value}")
    set(${out_var} "${value}" PARENT_SCOPE)
endfunction()

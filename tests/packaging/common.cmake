# Helpers for the packaging test scripts (cmake -P).

# Fails the test when a tool it needs was not found at configure time.
function(require_tool path name)
    if(NOT path OR path MATCHES "NOTFOUND$" OR NOT EXISTS "${path}")
        message(FATAL_ERROR "${name} is not installed (run.sh installs it): cannot test")
    endif()
endfunction()

# Runs a command; fails the test with its output unless it exits 0.
# Sets <prefix>_out and <prefix>_err in the caller.
function(run_ok prefix)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        string(REPLACE ";" " " command "${ARGN}")
        message(FATAL_ERROR "${command}\nexit ${rc}\nstdout: ${out}\nstderr: ${err}")
    endif()
    set(${prefix}_out "${out}" PARENT_SCOPE)
    set(${prefix}_err "${err}" PARENT_SCOPE)
endfunction()

# The .deb the fixture built, and the root it was unpacked into.
set(DEB_DIR ${WORK}/deb)
set(ROOT ${WORK}/root)
function(find_deb out)
    file(GLOB debs ${DEB_DIR}/suanpan_${VERSION}_*.deb)
    list(LENGTH debs count)
    if(NOT count EQUAL 1)
        message(FATAL_ERROR "expected one suanpan_${VERSION}_*.deb in ${DEB_DIR}, found: ${debs}")
    endif()
    set(${out} ${debs} PARENT_SCOPE)
endfunction()

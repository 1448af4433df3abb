# Fault injection (issue 15): a save whose N-th write, fsync, rename or close
# fails, for N = 1, 2, ... until the save gets through. Each failure must be
# reported (exit 1 and one line on stderr), the project file must stay
# byte for byte what it was, and no temporary file may be left behind.
#
# The save is `import iperf3 ... --project P --option ID --save` (load, check,
# save with the changed-on-disk check) run with tests/fault/FaultShim.cpp
# preloaded. Two outcomes with exit 0 are accepted, and only when the file
# then holds the new evidence:
#  - a failed fsync of the folder after the rename: the save is complete and
#    the CLI says "saved, but the folder could not be synced";
#  - a failed fdatasync() of the folder while the temporary file is written:
#    SQLite syncs the folder after creating the temporary file's journal and
#    ignores the result by design (os_unix.c, unixSync); the temporary file is
#    then synced by the store itself and the folder again after the rename
#    (fsync(), whose failure is the warning above), so nothing depends on it;
#  - a failed close(): Linux releases the descriptor anyway, and every
#    descriptor of a save is fsynced before it is closed (SQLite ignores
#    close errors by design), so nothing can be lost; the run must still
#    end with the file complete.
# Run with -DCLI=<suanpan-cli> -DSHIM=<libsuanpan_faultshim.so> -DDATA=<tests/data>
#          -DWORK=<scratch folder>.
include(${CMAKE_CURRENT_LIST_DIR}/../cli/lib/common.cmake)

if(NOT EXISTS "${SHIM}")
    message(FATAL_ERROR "fault shim not built: ${SHIM}")
endif()
set(OPTION o-h800-hosted-monthly)
set(EVIDENCE ${DATA}/evidence/iperf3_tcp.json)
set(MAX_CALLS 400)

run_cli(0 out err project example pristine.suanpan)
file(READ "${WORK}/pristine.suanpan" pristine HEX)
file(MAKE_DIRECTORY "${WORK}/save")

# The folder's entries (hidden ones too), as a sorted list of names.
function(folder_entries out_var dir)
    file(GLOB entries RELATIVE "${dir}" "${dir}/*" "${dir}/.*")
    list(SORT entries)
    set(${out_var} "${entries}" PARENT_SCOPE)
endfunction()

# Whether the saved project holds the imported evidence.
function(holds_evidence out_var file)
    execute_process(COMMAND "${CLI}" verify "${file}" --json RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "the saved project does not open (exit ${rc}): ${err}")
    endif()
    string(FIND "${out}" "iperf3_tcp.json" pos)
    if(pos EQUAL -1)
        set(${out_var} FALSE PARENT_SCOPE)
    else()
        set(${out_var} TRUE PARENT_SCOPE)
    endif()
endfunction()

set(summary)
foreach(kind write fsync rename close)
    set(reported 0)
    set(harmless 0)
    set(done FALSE)
    foreach(n RANGE 1 ${MAX_CALLS})
        # A fresh copy of the project each time, in a folder of its own.
        file(REMOVE_RECURSE "${WORK}/save")
        file(MAKE_DIRECTORY "${WORK}/save")
        file(COPY_FILE "${WORK}/pristine.suanpan" "${WORK}/save/p.suanpan")
        set(log "${WORK}/fault.log")
        file(REMOVE "${log}")
        execute_process(
            COMMAND ${CMAKE_COMMAND} -E env "LD_PRELOAD=${SHIM}" "SUANPAN_FAULT_CALL=${kind}"
                    "SUANPAN_FAULT_AT=${n}" "SUANPAN_FAULT_LOG=${log}"
                    # The sanitizer build: the shim comes before the ASan runtime.
                    "ASAN_OPTIONS=verify_asan_link_order=0:$ENV{ASAN_OPTIONS}"
                    "${CLI}" import iperf3 "${EVIDENCE}" --project "${WORK}/save/p.suanpan"
                    --option ${OPTION} --save --json
            RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
        set(what "${kind} #${n}")
        if(NOT EXISTS "${log}")
            # The save made fewer than n such calls: it must have succeeded.
            if(NOT rc EQUAL 0)
                message(FATAL_ERROR "${what}: nothing injected but exit ${rc}: ${err}")
            endif()
            holds_evidence(held "${WORK}/save/p.suanpan")
            if(NOT held)
                message(FATAL_ERROR "${what}: exit 0 without a fault, but the evidence is missing")
            endif()
            set(done TRUE)
            break()
        endif()
        file(READ "${log}" injected)
        string(STRIP "${injected}" injected)
        folder_entries(left "${WORK}/save")
        if(rc EQUAL 1)
            expect_one_line("${err}")
            file(READ "${WORK}/save/p.suanpan" now HEX)
            if(NOT now STREQUAL pristine)
                message(FATAL_ERROR "${what} (${injected}): refused, but the project changed")
            endif()
            if(NOT left STREQUAL "p.suanpan")
                message(FATAL_ERROR "${what} (${injected}): files left behind: ${left}")
            endif()
            math(EXPR reported "${reported} + 1")
        elseif(rc EQUAL 0)
            holds_evidence(held "${WORK}/save/p.suanpan")
            if(NOT held)
                message(FATAL_ERROR "${what} (${injected}): exit 0 but the save is missing")
            endif()
            if(NOT left STREQUAL "p.suanpan")
                message(FATAL_ERROR "${what} (${injected}): files left behind: ${left}")
            endif()
            string(FIND "${err}" "folder could not be synced" warned)
            if(kind STREQUAL "fsync" AND NOT warned EQUAL -1)
                expect_one_line("${err}")
            elseif(injected MATCHES "^fdatasync #[0-9]+ ${WORK}/save$")
                # SQLite's own folder sync for the journal (see above).
            elseif(NOT kind STREQUAL "close")
                message(FATAL_ERROR "${what} (${injected}): failed but reported success: ${err}")
            endif()
            math(EXPR harmless "${harmless} + 1")
        else()
            message(FATAL_ERROR "${what} (${injected}): exit ${rc}\nstdout: ${out}\nstderr: ${err}")
        endif()
    endforeach()
    if(NOT done)
        message(FATAL_ERROR "${kind}: still failing after ${MAX_CALLS} injected faults")
    endif()
    math(EXPR total "${reported} + ${harmless}")
    if(total EQUAL 0)
        # The shim must have hooked at least one call of each kind, or this
        # test proves nothing.
        message(FATAL_ERROR "${kind}: no call was ever failed: the shim does not hook it")
    endif()
    list(APPEND summary "${kind}: ${total} faults, ${reported} refused, ${harmless} harmless")
endforeach()
string(REPLACE ";" "\n" summary "${summary}")
message(STATUS "${summary}")

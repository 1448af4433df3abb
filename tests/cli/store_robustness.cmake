# Saving is safe against what users and other programs do to a project file
# (issue 15): concurrent saves never lose an acknowledged write, links are
# saved through, non-regular targets are refused, stale temporaries of our
# own pattern are removed, and every refusal is one line.
include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

set(H800 o-h800-hosted-monthly)
run_cli(0 out err project example example.suanpan)
run_cli(0 json err project show example.suanpan --json)
file(WRITE "${WORK}/example.json" "${json}")

# --- Two processes saving one project: the loser is told --------------------
# Both imports read the project, then save; a pipeline runs them at the same
# time. Every acknowledged import must be in the file afterwards. The first
# one's report goes to /dev/null, not down the pipe to the second, which
# does not read it: under the sanitizers on a loaded machine the second
# finished first and the first died of SIGPIPE writing its report.
run_cli(0 out err project example race.suanpan)
set(acked 0)
set(refused 0)
foreach(round RANGE 1 25)
    execute_process(
        COMMAND sh -c "exec \"$@\" > /dev/null" sh
                "${CLI}" import training-log ${DATA}/evidence/training_log.csv
                --project race.suanpan --option ${H800} --save --json
        COMMAND "${CLI}" import training-log ${DATA}/evidence/training_log.csv
                --project race.suanpan --option ${H800} --save --json
        RESULTS_VARIABLE rcs OUTPUT_QUIET ERROR_VARIABLE err WORKING_DIRECTORY "${WORK}")
    foreach(rc IN LISTS rcs)
        if(rc EQUAL 0)
            math(EXPR acked "${acked} + 1")
        elseif(rc EQUAL 1)
            math(EXPR refused "${refused} + 1")
        else()
            message(FATAL_ERROR "concurrent import: exit ${rc}\n${err}")
        endif()
    endforeach()
    # The loser is told: the file changed since it read it, or (when the
    # winner's save held the folder lock past the wait, as on a loaded
    # machine) the folder stayed locked. Either way nothing was written.
    if(NOT err STREQUAL "")
        expect_one_line("${err}")
        if(NOT err MATCHES "changed on disk|kept saving in this folder")
            message(FATAL_ERROR "concurrent import refused with: ${err}")
        endif()
        expect_contains("${err}" "nothing was written")
    endif()
endforeach()
run_cli(0 out err project show race.suanpan --json)
string(JSON stored LENGTH "${out}" evidence)
if(NOT stored EQUAL acked)
    message(FATAL_ERROR "${acked} imports acknowledged, ${stored} stored (${refused} refused)")
endif()
message(STATUS "concurrent imports: ${acked} stored, ${refused} refused with a message")

# --- Saving through a symbolic link writes its target --------------------------
file(MAKE_DIRECTORY "${WORK}/real")
run_cli(0 out err project example real/target.suanpan)
file(CREATE_LINK real/target.suanpan "${WORK}/link.suanpan" SYMBOLIC)
run_cli(0 out err import iperf3 ${DATA}/evidence/iperf3_tcp.json --project link.suanpan
        --option ${H800} --save --json)
if(NOT IS_SYMLINK "${WORK}/link.suanpan")
    message(FATAL_ERROR "saving through the link replaced the link")
endif()
run_cli(0 out err project show real/target.suanpan --json)
string(JSON stored LENGTH "${out}" evidence)
if(NOT stored EQUAL 1)
    message(FATAL_ERROR "the link's target was not saved: ${stored} records")
endif()
# A chain of two links, the second relative to its own folder.
file(CREATE_LINK ../link.suanpan "${WORK}/real/link2.suanpan" SYMBOLIC)
run_cli(0 out err project create --from example.json real/link2.suanpan)
if(NOT IS_SYMLINK "${WORK}/real/link2.suanpan" OR NOT IS_SYMLINK "${WORK}/link.suanpan")
    message(FATAL_ERROR "a chain of links was replaced")
endif()
run_cli(0 out err project show real/target.suanpan --json)
string(JSON stored LENGTH "${out}" evidence)
if(NOT stored EQUAL 0)
    message(FATAL_ERROR "create through two links did not replace the target")
endif()

# --- Non-regular targets are refused, untouched --------------------------------
file(CREATE_LINK /dev/null "${WORK}/null.suanpan" SYMBOLIC)
run_cli(1 out err project create --from example.json null.suanpan)
expect_one_line("${err}")
expect_contains("${err}" "not a regular file")
if(NOT IS_SYMLINK "${WORK}/null.suanpan" OR NOT EXISTS /dev/null)
    message(FATAL_ERROR "the /dev/null link was replaced")
endif()
execute_process(COMMAND mkfifo "${WORK}/fifo.suanpan" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "mkfifo failed: ${rc}")
endif()
run_cli(1 out err project create --from example.json fifo.suanpan)
expect_one_line("${err}")
expect_contains("${err}" "not a regular file")
file(MAKE_DIRECTORY "${WORK}/folder.suanpan")
run_cli(1 out err project create --from example.json folder.suanpan)
expect_one_line("${err}")

# --- Stale temporaries of our own pattern go on the next save ------------------
file(WRITE "${WORK}/stale.suanpan.tmp-a1B2c3" "left by a killed save")
file(WRITE "${WORK}/stale.suanpan.tmp-a1B2c3-journal" "its journal")
file(WRITE "${WORK}/stale.suanpan.tmp-keep" "not our pattern")
file(WRITE "${WORK}/other.suanpan.tmp-a1B2c3" "another project's")
run_cli(0 out err project create --from example.json stale.suanpan)
foreach(gone stale.suanpan.tmp-a1B2c3 stale.suanpan.tmp-a1B2c3-journal)
    if(EXISTS "${WORK}/${gone}")
        message(FATAL_ERROR "${gone} survived the next save")
    endif()
endforeach()
foreach(kept stale.suanpan.tmp-keep other.suanpan.tmp-a1B2c3)
    if(NOT EXISTS "${WORK}/${kept}")
        message(FATAL_ERROR "${kept} was removed")
    endif()
endforeach()

# --- An import that fails does not write ----------------------------------------
# A file name that is not UTF-8 cannot go into the JSON report: refused in one
# line before the project is written, so a retry does not store it twice.
file(READ "${DATA}/evidence/iperf3_tcp.json" iperf)
string(ASCII 255 bad)
file(WRITE "${WORK}/name${bad}.json" "${iperf}")
run_cli(0 out err project example once.suanpan)
file(SHA256 "${WORK}/once.suanpan" before)
run_cli(1 out err import iperf3 "name${bad}.json" --project once.suanpan --option ${H800}
        --save --json)
expect_one_line("${err}")
file(SHA256 "${WORK}/once.suanpan" after)
if(NOT before STREQUAL after)
    message(FATAL_ERROR "a failed import wrote the project")
endif()

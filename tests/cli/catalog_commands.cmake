include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

run_cli(0 out err catalog cards --json)
foreach(key "\"cards\"" "\"id\": \"h100-sxm\"" "\"name_zh\"" "\"name_en\"" "\"memory_bytes\""
        "\"memory_bandwidth_bytes_per_s\"" "\"peak_flops\"" "\"bf16\"" "\"tdp_watts\"" "\"link\""
        "\"market_status\"" "\"source\"" "\"market_status\": \"in_country_stock\""
        "\"market_status_since\": \"2023-10-23\"" "\"market_status_source\": \"NVIDIA Form 8-K")
    expect_contains("${out}" "${key}")
endforeach()
run_cli(0 out err catalog cards)
expect_contains("${out}" "rtx-4090")
run_cli(0 out err catalog facilities --json)
expect_contains("${out}" "idc-baoan")
run_cli(0 out err catalog contracts --json)
expect_contains("${out}" "\"spot\"")
run_cli(0 out err catalog assumptions)
expect_contains("${out}" "mfu")
run_cli(2 out err catalog gpus)
expect_one_line("${err}")
run_cli(2 out err catalog cards --jsn)
expect_one_line("${err}")

# The CLI stands on the core alone: no Qt library in its link.
find_program(LDD ldd)
if(LDD)
    execute_process(COMMAND ${LDD} "${CLI}" OUTPUT_VARIABLE libs)
    string(FIND "${libs}" "libQt" pos)
    if(NOT pos EQUAL -1)
        message(FATAL_ERROR "suanpan-cli links Qt:\n${libs}")
    endif()
endif()

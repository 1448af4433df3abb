#pragma once

// SUANPAN_WIDE_LANES before a function that loops over a block of draws
// lane by lane: on x86-64 it is built twice, for the baseline (SSE2, two
// doubles per instruction) and for AVX2 (four), and the loader picks the one
// the processor runs (an ifunc). Each lane is the same IEEE operation either
// way -- no fused multiply-add (-ffp-contract=off, core/CMakeLists.txt) --
// so the same bits (issue 34). The files holding such loops are built with
// -fno-math-errno and -fno-trapping-math (nothing reads errno or the
// exception flags), so that std::sqrt and a choice between two computed
// values take four lanes too.
#if defined(__x86_64__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define SUANPAN_WIDE_LANES __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef SUANPAN_WIDE_LANES
#define SUANPAN_WIDE_LANES
#endif

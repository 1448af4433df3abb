#pragma once

#include <atomic>

// How far an export running on a worker thread is, and whether the user
// cancelled it: written by the worker, read by the GUI thread (ExportJob),
// and the other way round for `cancelled`.
struct ExportProgress {
    std::atomic_bool cancelled{false};
    std::atomic_int done{0};
    std::atomic_int total{0}; // 0: not known yet

    bool isCancelled() const { return cancelled.load(std::memory_order_relaxed); }
    void set(int d, int t)
    {
        total.store(t, std::memory_order_relaxed);
        done.store(d, std::memory_order_relaxed);
    }
};

// Replays a libFuzzer corpus with the normal compiler (CTest
// fuzz.replay_<name>): linked with one harness's LLVMFuzzerTestOneInput, it
// feeds it every file of every folder given, in name order. A folder that is
// missing or holds no file fails the run, so a lost corpus cannot pass; a
// harness that finds a problem traps, which fails it too.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// The corpus files of `dir`, sorted; empty when there are none or the
// folder cannot be read (reported by the caller).
std::vector<fs::path> corpusFiles(const fs::path &dir, std::error_code &error)
{
    std::vector<fs::path> files;
    for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error))
        if (it->is_regular_file())
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

bool replay(const fs::path &file)
{
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in),
                                  std::istreambuf_iterator<char>()};
    if (in.bad()) {
        std::cerr << file.string() << ": cannot be read\n";
        return false;
    }
    // A copy of exactly the file's size, so that ASan sees a read past its end.
    std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
    LLVMFuzzerTestOneInput(data.empty() ? nullptr : data.data(), data.size());
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::cerr << "usage: " << argv[0] << " CORPUS_DIR...\n";
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        const fs::path dir = argv[i];
        std::error_code error;
        const std::vector<fs::path> files = corpusFiles(dir, error);
        if (error) {
            std::cerr << dir.string() << ": " << error.message() << "\n";
            return 1;
        }
        if (files.empty()) {
            std::cerr << dir.string() << ": no corpus files\n";
            return 1;
        }
        for (const fs::path &file : files)
            if (!replay(file))
                return 1;
        std::cout << dir.string() << ": " << files.size() << " inputs replayed\n";
    }
    return 0;
}

#include "net/project_digest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

namespace sw::net {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxDepth = 16;

std::uint64_t fnv(std::uint64_t h, const unsigned char* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001B3ull;
  return h;
}

void walk(const fs::path& root, const fs::path& dir, int depth, ProjectDigest& out) {
  if (depth > kMaxDepth || !out.error.empty()) return;
  std::error_code ec;
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(*it);
  if (ec) {
    out.error = dir.string() + ": " + ec.message();
    return;
  }
  for (const fs::directory_entry& e : entries) {
    const std::string name = e.path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    const fs::file_status st = e.symlink_status(ec);
    if (ec || fs::is_symlink(st)) continue;
    if (fs::is_directory(st)) {
      walk(root, e.path(), depth + 1, out);
    } else if (fs::is_regular_file(st)) {
      if (out.files.size() >= kMaxProjectFiles) {
        out.error = root.string() + ": more than " + std::to_string(kMaxProjectFiles) + " files";
        return;
      }
      std::ifstream in(e.path(), std::ios::binary);
      if (!in) {
        out.error = e.path().string() + ": cannot be read";
        return;
      }
      std::uint64_t h = 0xCBF29CE484222325ull;
      char buffer[65536];
      while (in) {
        in.read(buffer, sizeof buffer);
        h = fnv(h, reinterpret_cast<const unsigned char*>(buffer), std::size_t(in.gcount()));
      }
      out.files.push_back({fs::relative(e.path(), root, ec).generic_string(), h});
    }
  }
}

}  // namespace

ProjectDigest digestProject(const std::string& directory) {
  ProjectDigest out;
  walk(fs::path(directory), fs::path(directory), 0, out);
  std::sort(out.files.begin(), out.files.end(), [](const FileDigest& a, const FileDigest& b) { return a.path < b.path; });
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (const FileDigest& f : out.files) {
    h = fnv(h, reinterpret_cast<const unsigned char*>(f.path.data()), f.path.size() + 1);  // with the NUL
    for (int i = 0; i < 8; ++i) {
      const unsigned char b = (f.hash >> (8 * i)) & 0xFF;
      h = fnv(h, &b, 1);
    }
  }
  out.hash = h;
  return out;
}

std::string describeProjectDifference(const std::vector<FileDigest>& host, const std::vector<FileDigest>& joiner) {
  if (host.empty() || joiner.empty()) return "the project content differs";
  std::map<std::string, std::pair<const FileDigest*, const FileDigest*>> all;
  for (const FileDigest& f : host) all[f.path].first = &f;
  for (const FileDigest& f : joiner) all[f.path].second = &f;
  std::vector<std::string> notes;
  for (const auto& [path, pair] : all) {
    if (pair.first && pair.second && pair.first->hash == pair.second->hash) continue;
    if (!pair.second) notes.push_back(path + " is only on the host");
    else if (!pair.first) notes.push_back(path + " is only on the joining side");
    else notes.push_back(path + " differs");
  }
  if (notes.empty()) return "the project content differs";
  std::string text = "the project content differs: ";
  const std::size_t shown = std::min<std::size_t>(notes.size(), 5);
  for (std::size_t i = 0; i < shown; ++i) text += (i ? "; " : "") + notes[i];
  if (notes.size() > shown) text += "; and " + std::to_string(notes.size() - shown) + " more";
  return text;
}

}  // namespace sw::net

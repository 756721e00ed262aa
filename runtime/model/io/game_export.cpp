#include "model/io/game_export.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "core/game_archive.h"
#include "model/io/project_io.h"
#include "model/project/game_files.h"
#include "model/validate/problems.h"

namespace sw {

namespace fs = std::filesystem;

namespace {

// A sibling of `out` nobody else uses: same file system, so the final rename is atomic.
fs::path siblingFor(const fs::path& out, const char* what) {
  static std::atomic<unsigned> counter{0};
  const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
  return out.parent_path() / ("." + out.filename().string() + "." + what + "-" + std::to_string(stamp) + "-" +
                              std::to_string(counter++));
}

bool writeText(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  return bool(out);
}

std::string runScript() {
  return "#!/bin/sh\n"
         "# Starts the game. Arguments are passed on to the player (see --help): --windowed, --players 2 ...\n"
         "here=\"$(dirname \"$(readlink -f \"$0\")\")\"\n"
         "exec \"$here/bin/scrollwork-player\" \"$here/" +
         std::string(kGameArchiveName) + "\" \"$@\"\n";
}

std::string readme(const std::string& gameName) {
  return gameName + "\n\n"
         "Made with Scrollwork. To play: ./run.sh   (or: bin/scrollwork-player " + kGameArchiveName + ")\n"
         "Options: ./run.sh --windowed, ./run.sh --players 2, ./run.sh --help\n\n"
         "The game's content is " + kGameArchiveName + ", one checked archive: if it is damaged the\n"
         "player says so and stops.\n\n"
         "The player needs these Debian 12 packages (sudo apt install ...):\n" + playerPackagesText();
}

Errors refuse(const std::string& file, const std::string& message) { return Errors{Error{file, "", message}}; }

}  // namespace

std::string playerPackagesText() {
  // From ldd of scrollwork-player (Qt, SDL, Assimp, ENet, Bullet) plus the QML modules its
  // scene imports at run time (QtQuick, QtQuick3D), which ldd does not show.
  return "  libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libqt6opengl6\n"
         "  libqt6qml6 libqt6quick6 libqt6quick3d6 libqt6quick3druntimerender6 libqt6shadertools6\n"
         "  qml6-module-qtquick qml6-module-qtquick3d qml6-module-qtquick-window\n"
         "  libsdl2-2.0-0 libsdl2-mixer-2.0-0 libassimp5 libenet7 libbullet3.24\n";
}

GameExport exportGame(const GameExportOptions& options) {
  GameExport result;
  ProjectLoad load = loadProject(options.project);
  if (!load.project) {
    result.errors = load.errors.empty() ? refuse(options.project, "could not be opened") : load.errors;
    return result;
  }
  const Project& project = *load.project;
  Errors errors = load.errors;
  for (Error& e : problemsOfSeverity(projectProblems(project), ProblemSeverity::Error)) errors.push_back(std::move(e));
  result.files = gameFiles(project, errors);
  if (!errors.empty()) {
    result.errors = std::move(errors);
    result.files.clear();
    return result;
  }

  std::error_code ec;
  const fs::path out = fs::absolute(fs::path(options.out), ec).lexically_normal();
  const fs::path outPath = out.filename().empty() ? out.parent_path() : out;
  const bool exists = fs::exists(outPath, ec);
  if (exists && !fs::is_directory(outPath, ec)) {
    result.errors = refuse(outPath.string(), "exists and is not a folder: the game is exported into a folder");
    return result;
  }
  if (exists && !fs::is_empty(outPath, ec) && !options.replace) {
    result.errors = refuse(outPath.string(), "exists and is not empty: choose a new or empty folder (or replace it)");
    return result;
  }
  const fs::path projectFolder = fs::weakly_canonical(project.directory, ec);
  const fs::path outCanonical = fs::weakly_canonical(outPath, ec);
  if (outCanonical == projectFolder ||
      outCanonical.lexically_relative(projectFolder).string().rfind("..", 0) != 0) {
    result.errors = refuse(outPath.string(), "is inside the project folder: export the game somewhere else");
    return result;
  }
  if (!fs::is_regular_file(options.player, ec)) {
    result.errors = refuse(options.player, "the player to export (scrollwork-player) is not there");
    return result;
  }
  fs::create_directories(outPath.parent_path(), ec);

  const fs::path staging = siblingFor(outPath, "export");
  auto fail = [&](Errors why) {
    std::error_code ignored;
    fs::remove_all(staging, ignored);
    result.errors = std::move(why);
    result.files.clear();
    return result;
  };
  fs::create_directories(staging / "bin", ec);
  if (ec) return fail(refuse(staging.string(), "cannot be made: " + ec.message()));

  const fs::path player = staging / "bin" / "scrollwork-player";
  fs::copy_file(options.player, player, ec);
  if (ec) return fail(refuse(options.player, "cannot be copied: " + ec.message()));
  fs::permissions(player, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec, fs::perm_options::add,
                  ec);
  if (!options.snippets.empty()) {
    const fs::path snippets = staging / "share" / "scrollwork" / "snippets";
    fs::create_directories(snippets, ec);
    if (!ec) fs::copy(options.snippets, snippets, fs::copy_options::recursive, ec);
    if (ec) return fail(refuse(options.snippets, "cannot be copied: " + ec.message()));
  }

  std::vector<GameArchiveSource> sources;
  for (const std::string& file : result.files) sources.push_back({file, (fs::path(project.directory) / file).string()});
  const fs::path archive = staging / kGameArchiveName;
  if (Status written = writeGameArchive(archive.string(), sources); !written) return fail({written.error()});
  // Read it back as the player will: a disk that lied is found now, not by the players.
  if (auto check = readGameArchive(archive.string()); !check) return fail({check.error()});

  const fs::path script = staging / "run.sh";
  if (!writeText(script, runScript()) || !writeText(staging / "README.txt", readme(project.name)))
    return fail(refuse(staging.string(), "cannot be written (disk full?)"));
  fs::permissions(script, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec,
                  ec);

  // Into place: an existing (empty, or replaced) folder moves aside first and goes only
  // once the new one stands.
  fs::path aside;
  if (exists) {
    aside = siblingFor(outPath, "old");
    fs::rename(outPath, aside, ec);
    if (ec) return fail(refuse(outPath.string(), "cannot be replaced: " + ec.message()));
  }
  fs::rename(staging, outPath, ec);
  if (ec) {
    std::error_code ignored;
    if (!aside.empty()) fs::rename(aside, outPath, ignored);
    return fail(refuse(outPath.string(), "cannot be made: " + ec.message()));
  }
  if (!aside.empty()) fs::remove_all(aside, ec);
  result.archive = (outPath / kGameArchiveName).string();
  return result;
}

}  // namespace sw

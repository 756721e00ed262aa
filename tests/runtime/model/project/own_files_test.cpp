// A project's own files (levels, tilesets listed by project.json) stay inside its folder:
// absolute paths, "..", and links leading out are refused, with the file and place.
#include "model/project/own_files.h"

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "model/validate/problems.h"
#include "model/validate/validate.h"
#include "model/io/project_io.h"
#include "support/model_errors.h"

namespace fs = std::filesystem;
using sw::test::dump;
using sw::test::mentions;

namespace {

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

std::string projectJson(const std::string& levels, const std::string& tilesets = "[]") {
  return R"({"formatVersion": 1, "name": "P", "tilesets": )" + tilesets + R"(, "levels": )" + levels + "}";
}

}  // namespace

class OwnFilesTest : public QObject {
  Q_OBJECT
 private slots:
  void pathsAreJudgedFromTheirText() {
    QVERIFY(!sw::ownFilePathProblem("levels/stage.json"));
    QVERIFY(!sw::ownFilePathProblem("levels/../stage.json"));  // still inside
    QVERIFY(!sw::ownFilePathProblem("tilesets/a/b.tileset.json"));
    for (const char* outside : {"../owned.json", "levels/../../owned.json", "..", "."}) {
      const auto problem = sw::ownFilePathProblem(outside);
      QVERIFY2(problem && problem->find("outside") != std::string::npos, outside);
    }
    const auto absolute = sw::ownFilePathProblem("/etc/owned.json");
    QVERIFY(absolute && absolute->find("absolute") != std::string::npos);
  }

  void linksLeadingOutAreRefusedAndLinksInsideAreFine() {
    QTemporaryDir dir;
    const fs::path root(dir.path().toStdString());
    write(root / "elsewhere/stage.json", "{}");
    write(root / "project/levels/real.json", "{}");
    fs::create_directory_symlink(root / "elsewhere", root / "project/outside");
    fs::create_symlink(root / "project/levels/real.json", root / "project/levels/alias.json");
    const std::string project = (root / "project").string();
    const auto out = sw::ownFileProblem(project, "outside/stage.json");
    QVERIFY(out && out->find("link that leads outside") != std::string::npos);
    QVERIFY(!sw::ownFileProblem(project, "levels/alias.json"));
    QVERIFY(!sw::ownFileProblem(project, "levels/not_yet.json"));  // a file to be written
    QVERIFY(sw::ownFileProblem(project, "../elsewhere/stage.json"));
  }

  void aProjectListingFilesOutsideIsRefusedNamingTheFileAndPlace() {
    QTemporaryDir dir;
    const fs::path root(dir.path().toStdString());
    write(root / "owned.json", R"({"formatVersion": 1, "name": "Owned"})");
    write(root / "project/project.json", projectJson(R"(["../owned.json"])", R"(["/tmp/x.tileset.json"])"));
    const auto load = sw::loadProject((root / "project").string());
    QVERIFY(!load.project);
    QVERIFY2(mentions(load.errors, "/levels/0", "outside the project folder"), dump(load.errors).c_str());
    QVERIFY2(mentions(load.errors, "/tilesets/0", "absolute path"), dump(load.errors).c_str());
    for (const auto& e : load.errors) QVERIFY(e.file.find("project.json") != std::string::npos);

    // A level reached through a link out of the folder is refused as well.
    write(root / "elsewhere/stage.json", R"({"formatVersion": 1, "name": "Stage"})");
    fs::create_directories(root / "linked");
    fs::create_directory_symlink(root / "elsewhere", root / "linked/levels");
    write(root / "linked/project.json", projectJson(R"(["levels/stage.json"])"));
    const auto linked = sw::loadProject((root / "linked").string());
    QVERIFY(!linked.project);
    QVERIFY2(mentions(linked.errors, "/levels/0", "link that leads outside"), dump(linked.errors).c_str());
  }

  // Assets a project only refers to may live outside (a shared mesh library): they load,
  // and Check Project lists each as a note, never an error. A missing one stays a broken
  // reference and is not also called external.
  void assetsOutsideTheFolderAreNotesOfCheckProject() {
    QTemporaryDir dir;
    const fs::path root(dir.path().toStdString());
    write(root / "shared/rock.obj", "v 0 0 0\n");
    write(root / "project/meshes/own.obj", "v 0 0 0\n");
    fs::create_directory_symlink(root / "shared", root / "project/linked");
    sw::Project project;
    project.directory = (root / "project").string();
    auto addDef = [&](const std::string& name, const std::string& mesh) {
      auto def = std::make_unique<sw::TileDef>();
      def->name = name;
      def->mesh = mesh;
      project.tileDefs.push_back(std::move(def));
    };
    addDef("up", "../shared/rock.obj");
    addDef("absolute", (root / "shared/rock.obj").string());
    addDef("linked", "linked/rock.obj");
    addDef("own", "meshes/own.obj");
    addDef("gone", "../shared/gone.obj");
    const sw::Problems problems = sw::projectProblems(project);
    std::vector<std::string> notes;
    for (const auto& p : problems) {
      if (p.severity != sw::ProblemSeverity::Note) continue;
      QVERIFY(p.file.find("project.json") != std::string::npos);
      QVERIFY2(p.message.find("outside the project folder") != std::string::npos, p.message.c_str());
      notes.push_back(p.where);
    }
    QCOMPARE(notes, (std::vector<std::string>{"/tileDefs/0/mesh", "/tileDefs/1/mesh", "/tileDefs/2/mesh"}));
    // The missing one is a broken reference (an error), and validation ignores the notes.
    QCOMPARE(sw::validateProject(project).size(), std::size_t(1));
  }
};

QTEST_MAIN(OwnFilesTest)
#include "own_files_test.moc"

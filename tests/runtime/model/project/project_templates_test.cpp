// The projects New Project starts from: each template makes a project that loads from disk
// with no problems, the shooter starter plays at once (ships spawn and fire within 600
// ticks), and a folder with anything in it is never written into.
#include "model/project/project_templates.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <set>
#include <fstream>

#include "model/io/project_io.h"
#include "model/validate/validate.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {
std::string joined(const Errors& errors) {
  std::string text;
  for (const auto& e : errors) text += e.toString() + "\n";
  return text;
}
}  // namespace

class ProjectTemplatesTest : public QObject {
  Q_OBJECT
 private slots:
  void eachTemplateSavesAndValidates_data() {
    QTest::addColumn<QString>("id");
    for (const auto& t : projectTemplates()) QTest::newRow(t.id.c_str()) << QString::fromStdString(t.id);
  }
  void eachTemplateSavesAndValidates() {
    QFETCH(QString, id);
    QTemporaryDir dir;
    const std::string folder = dir.filePath("fresh/" + id).toStdString();  // parents are created too
    auto created = createProjectFromTemplate(folder, id.toStdString(), "My Game");
    QVERIFY2(created.ok(), created.ok() ? "" : created.error().toString().c_str());
    auto load = loadProject(*created);
    QVERIFY2(load.project, joined(load.errors).c_str());
    QVERIFY2(load.errors.empty(), joined(load.errors).c_str());
    const Errors problems = validateProject(*load.project);
    QVERIFY2(problems.empty(), joined(problems).c_str());
    QCOMPARE(load.project->name, std::string("My Game"));
    QCOMPARE(load.project->levels.size(), std::size_t(1));
    // Saving what was loaded gives the same bytes: the template writes canonical files.
    std::ifstream file(*created + "/project.json");
    const std::string onDisk((std::istreambuf_iterator<char>(file)), {});
    QCOMPARE(projectText(*load.project), onDisk);
  }

  void shooterPlaysWithShipsThatFire() {
    QTemporaryDir dir;
    auto created = createProjectFromTemplate(dir.filePath("shooter").toStdString(), "shooter", "");
    QVERIFY(created.ok());
    auto load = loadProject(*created);
    QVERIFY(load.project);
    const Project& project = *load.project;
    QCOMPARE(project.name, std::string("shooter"));  // named after its folder
    QVERIFY(project.tileDefs.size() >= 2);
    QVERIFY(std::any_of(project.tileDefs.begin(), project.tileDefs.end(),
                        [](const auto& t) { return !t->cameraPoints.empty(); }));
    const Level& level = *project.levels.front();
    QVERIFY(level.chain.size() >= 3);

    Errors all;
    auto run = RuntimeLevel::build(project, level, level.seed, &all);
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
    std::size_t mostEnemies = 0, mostEnemyBullets = 0;
    std::set<int> spawnsSeen;  // formations with a ship inside the screen at some tick
    for (int t = 0; t < 600; ++t) {
      run->tick();
      mostEnemies = std::max(mostEnemies, enemiesOf(*run).size());
      mostEnemyBullets = std::max(mostEnemyBullets, enemyBulletsOf(*run).size());
      const Vec2 camera = cameraPositionOf(*run), half = screenHalfExtentOf(*run);
      for (const auto& enemy : enemiesOf(*run))
        if (std::abs(enemy.position.x - camera.x) < half.x && std::abs(enemy.position.y - camera.y) < half.y)
          spawnsSeen.insert(enemy.spawn);
    }
    QCOMPARE(spawnsSeen.size(), spawnsOf(*run).size());  // no wave flies by off screen
    QVERIFY2(run->errors().empty(), joined(run->errors()).c_str());
    QVERIFY2(mostEnemies >= 5, std::to_string(mostEnemies).c_str());  // a whole formation at once
    QVERIFY2(mostEnemyBullets > 0, "no enemy fired");
    for (const auto& spawn : spawnsOf(*run)) QCOMPARE(spawn.launched, spawn.spec.count);  // both waves came
  }

  void refusesAFolderThatIsNotEmpty() {
    QTemporaryDir dir;
    QFile mine(dir.filePath("notes.txt"));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write("mine");
    mine.close();
    auto created = createProjectFromTemplate(dir.path().toStdString(), "empty", "X");
    QVERIFY(!created.ok());
    QVERIFY(created.error().message.find("not empty") != std::string::npos);
    QCOMPARE(created.error().file, QDir(dir.path()).absolutePath().toStdString());
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{"notes.txt"});

    // An existing empty folder is fine.
    QVERIFY(QDir(dir.path()).mkdir("empty"));
    QVERIFY(createProjectFromTemplate(dir.filePath("empty").toStdString(), "empty", "").ok());
  }

  void unknownTemplateNamesTheKnownOnes() {
    QTemporaryDir dir;
    auto created = createProjectFromTemplate(dir.filePath("x").toStdString(), "racing", "");
    QVERIFY(!created.ok());
    QVERIFY(created.error().message.find("'racing'") != std::string::npos);
    QVERIFY(created.error().message.find("platformer") != std::string::npos);
    QVERIFY(created.error().message.find("shooter") != std::string::npos);
    QVERIFY(!QFileInfo::exists(dir.filePath("x")));  // nothing made
  }
};

QTEST_GUILESS_MAIN(ProjectTemplatesTest)
#include "project_templates_test.moc"

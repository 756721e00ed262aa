// scrollwork-player (runtime/player): plays the demo copy for a number of ticks under Xvfb
// and exits 0 with a screenshot; bad arguments exit 1 with a message naming the problem.
// A platformer level saves at a checkpoint into the player's data folder (XDG_DATA_HOME,
// a scratch folder here), and --continue plays on from the save exactly as a headless run
// continued from it does; a damaged save is named and the game starts fresh.
#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <functional>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "model/io/project_io.h"
#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project_templates.h"
#include "model/tiles/tileset.h"
#include "sim/platformer/saved_game.h"
#include "sim/runtime_level.h"
#include "support/demo_copy.h"
#include "support/program_run.h"

namespace {

const QString kPlayer = QStringLiteral(SW_BINARY_DIR "/bin/scrollwork-player");

using Run = sw::test::ProgramRun;

// `dataHome`: the player's XDG_DATA_HOME, never the user's own.
Run runPlayer(const QStringList& arguments, const QString& dataHome = {}) {
  return sw::test::runProgram(kPlayer, arguments, dataHome);
}

// The platformer template as a project named "Saves Test" in `dir`, its checkpoint moved by `edit`.
QString platformerProject(const QTemporaryDir& dir, const QString& name,
                          std::function<void(sw::Level&)> edit = {}) {
  auto created = sw::createProjectFromTemplate(dir.filePath(name).toStdString(), "platformer", "Saves Test");
  if (!created) return {};
  if (edit) {
    sw::ProjectLoad load = sw::loadProject(created.value());
    if (!load.project) return {};
    edit(*load.project->levels.at(0));
    if (!sw::saveProject(*load.project)) return {};
  }
  return QString::fromStdString(created.value());
}

template <class T>
T* objectNamed(sw::Level& level, const std::string& name) {
  for (auto& object : level.objects)
    if (auto* found = dynamic_cast<T*>(object.get()); found && found->name == name) return found;
  return nullptr;
}

// The hash a headless run of the project's first level reaches after `ticks` with no input.
QString headlessHash(const QString& folder, std::int64_t ticks, const sw::ContinuePoint& from = {}) {
  sw::ProjectLoad load = sw::loadProject(folder.toStdString());
  if (!load.project) return "no project";
  const sw::Level& level = *load.project->levels.at(0);
  sw::PlayOptions options;  // as PlaySession::optionsFor makes them for Play
  options.seed = std::uint64_t(level.seed);
  options.projectDir = load.project->directory;
  options.continueFrom = from;
  auto rt = sw::RuntimeLevel::build(*load.project, level, options);
  if (!rt) return QString::fromStdString(rt.error().toString());
  for (std::int64_t t = 0; t < ticks; ++t) rt->tick();
  return QString("%1").arg(rt->stateHash(), 16, 16, QChar('0'));
}

QString stateHashIn(const QString& out) {
  static const QRegularExpression hash("state hash ([0-9a-f]{16})");
  const auto match = hash.match(out);
  return match.hasMatch() ? match.captured(1) : QString("none in: ") + out;
}

}  // namespace

class PlayerTest : public QObject {
  Q_OBJECT
 private slots:
  void playsTheDemoAndQuits() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString shot = dir.filePath("player.png");
    const Run run = runPlayer({demo, "--windowed", "--speed", "4", "--quit-after-ticks", "90", "--screenshot", shot});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains("stopped at tick 90"), qPrintable(run.out));
    const QImage image(shot);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 100);
    // Not a blank frame: the level and the HUD give many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
      for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
  }

  // A new shooter project whose first chain link carries a painted tile layer of one magenta
  // tile: the player draws it as the editor does (it drew no tile layers before).
  void drawsTheLevelsTileLayers() {
    QTemporaryDir dir;
    auto created = sw::createProjectFromTemplate(dir.filePath("tiles").toStdString(), "shooter", "Tiles Test");
    QVERIFY2(created, created ? "" : created.error().toString().c_str());
    sw::ProjectLoad load = sw::loadProject(created.value());
    QVERIFY(load.project && !load.project->levels.empty() && !load.project->levels[0]->chain.empty());
    QImage magenta(16, 16, QImage::Format_RGBA8888);
    magenta.fill(QColor(255, 0, 255));
    QVERIFY(QDir(dir.filePath("tiles")).mkpath("tilesets"));
    QVERIFY(magenta.save(dir.filePath("tiles/tilesets/magenta.png")));
    auto set = std::make_unique<sw::Tileset>();
    set->name = "paint";
    set->file = "tilesets/paint.json";
    set->images.push_back({"tilesets/magenta.png", 16, 16});
    sw::TilesetTile tile;
    tile.name = "m";
    tile.width = tile.height = 16;
    set->tiles.push_back(tile);
    load.project->tilesets.push_back(std::move(set));
    sw::TileLayer layer("paint", 0.0);
    layer.palette.push_back({"paint", "m"});
    for (int y = -20; y < 20; ++y)
      for (int x = -40; x < 40; ++x) layer.tiles.push_back(sw::PlacedTile{0, {double(x), double(y)}, {1, 1}, 0});
    load.project->levels[0]->chain[0]->tileLayers.push_back(std::move(layer));
    QVERIFY(sw::saveProject(*load.project));

    const QString shot = dir.filePath("tiles.png");
    const Run run = runPlayer({QString::fromStdString(created.value()), "--windowed", "--quit-after-ticks", "2",
                               "--screenshot", shot});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QImage image(shot);
    QVERIFY(!image.isNull());
    int magentaPixels = 0, samples = 0;
    for (int y = 0; y < image.height(); y += 5)
      for (int x = 0; x < image.width(); x += 5, ++samples) {
        const QColor c = image.pixelColor(x, y);
        magentaPixels += c.red() > 150 && c.blue() > 150 && c.green() < 90 ? 1 : 0;
      }
    QVERIFY2(magentaPixels > samples / 4, qPrintable(QString("%1 of %2 samples magenta").arg(magentaPixels).arg(samples)));
  }

  // The demo's ship mesh gone: the ship is the arrow, and the player says once which file
  // did not load (the view reports a failed load once, however many frames ask for it).
  void aShipMeshThatDoesNotLoadIsReportedOnce() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    QVERIFY(QFile::remove(demo + "/meshes/ship.obj"));
    const Run run = runPlayer({demo, "--windowed", "--speed", "4", "--quit-after-ticks", "120"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.err.split('\n').filter("ship.obj").size(), 1);
    QVERIFY2(run.err.contains(QRegularExpression("scrollwork-player: .*ship\\.obj: ")), qPrintable(run.err));
  }

  void choosesTheLevelByName() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const Run good = runPlayer({demo, "--windowed", "--level", "Stage 1", "--speed", "4", "--quit-after-ticks", "5"});
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    const Run bad = runPlayer({demo, "--windowed", "--level", "No Such Stage", "--quit-after-ticks", "5"});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("No Such Stage") && bad.err.contains("Stage 1"), qPrintable(bad.err));
  }

  // The checkpoint on the runner's start: reached at the first tick, with no key pressed.
  void aCheckpointSavesIntoThePlayersDataFolder() {
    QTemporaryDir dir, data;
    const QString project = platformerProject(dir, "pf", [](sw::Level& level) {
      objectNamed<sw::Checkpoint>(level, "cp_shelf")->position = objectNamed<sw::CharacterStart>(level, "start_runner")->position;
    });
    QVERIFY(!project.isEmpty());
    const Run run = runPlayer({project, "--windowed", "--quit-after-ticks", "20"}, data.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString save = data.filePath("Scrollwork/Scrollwork Player/saves/Saves Test/room_1.save.json");
    QVERIFY2(run.out.contains("saved at checkpoint cp_shelf: " + save), qPrintable(run.out));
    sw::Result<sw::SavedGame> game = sw::readSavedGame(save.toStdString());
    QVERIFY2(game, game ? "" : game.error().toString().c_str());
    QCOMPARE(game->level, std::string("Room 1"));
    QCOMPARE(game->point.checkpoint, std::string("cp_shelf"));
    QVERIFY(!QFileInfo::exists(QDir(project).filePath("saves")));  // nothing written into the game's folder
  }

  void continuesFromTheSavedGameAndRefusesADamagedOne() {
    QTemporaryDir dir, data;
    const QString project = platformerProject(dir, "pf");
    QVERIFY(!project.isEmpty());
    const QString save = data.filePath("Scrollwork/Scrollwork Player/saves/Saves Test/room_1.save.json");
    QVERIFY(QDir().mkpath(QFileInfo(save).absolutePath()));
    sw::SavedGame game;  // on the high shelf, the lever flipped on the way
    game.level = "Room 1";
    game.tick = 900;
    game.point.checkpoint = "cp_shelf";
    game.point.reached = {"cp_shelf"};
    game.point.levers = {{"lever_1", true}};
    QVERIFY(sw::writeSavedGame(save.toStdString(), game));

    const QString fresh = headlessHash(project, 30);
    const QString continued = headlessHash(project, 30, game.point);
    QVERIFY(fresh != continued);
    Run run = runPlayer({project, "--windowed", "--continue", "--quit-after-ticks", "30"}, data.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains("continuing from checkpoint cp_shelf"), qPrintable(run.out));
    QCOMPARE(stateHashIn(run.out), continued);

    // Damaged: named with the place, and the game starts fresh.
    QFile file(save);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"formatVersion": 1, "kind": "scrollwork-save", "level": "Room 1", "tick": 5,
                  "checkpoint": "cp_shelf", "reached": [], "levers": {"lever_1": "yes"}, "doors": {}})");
    file.close();
    run = runPlayer({project, "--windowed", "--continue", "--quit-after-ticks", "30"}, data.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(save) && run.err.contains("/levers/lever_1") && run.err.contains("starting from the start"),
             qPrintable(run.err));
    QCOMPARE(stateHashIn(run.out), fresh);

    // No save at all: said, and a fresh game.
    QVERIFY(QFile::remove(save));
    run = runPlayer({project, "--windowed", "--continue", "--quit-after-ticks", "30"}, data.path());
    QVERIFY2(run.exitCode == 0 && run.err.contains("no saved game"), qPrintable(run.err));
    QCOMPARE(stateHashIn(run.out), fresh);

    // A replay plays its own run: --continue with it is an argument error.
    const Run bad = runPlayer({project, "--windowed", "--continue", "--inputs", QDir(project).filePath("tests/lever.inputs")},
                              data.path());
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("--continue"), qPrintable(bad.err));
  }

  void missingProjectIsAnError() {
    QTemporaryDir dir;
    const Run run = runPlayer({dir.filePath("nothing-here"), "--windowed", "--quit-after-ticks", "5"});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("nothing-here"), qPrintable(run.err));
  }
};

QTEST_MAIN(PlayerTest)
#include "player_test.moc"

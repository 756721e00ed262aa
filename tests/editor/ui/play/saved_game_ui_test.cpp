// Saved games in the editor's Play (editor/ui/play/saved_game_actions.h) as a designer meets
// them, on the platformer template: walking into a checkpoint writes
// PROJECT/saves/room_1.save.json and the status bar says so; Play > Continue from Saved Game
// starts with the character on that checkpoint, and its recording keeps where it began
// (it would replay from the start); a damaged save, or one of another level, is refused in
// the Log naming the file and the place, and Play starts fresh from the start.
#include <QAction>
#include <QStatusBar>
#include <QtTest>

#include "document/document.h"
#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project_templates.h"
#include "sim/runtime_level.h"  // first: it has a member named emit, a Qt macro
#include "sim/platformer/character_system.h"
#include "sim/replay/input_recording.h"
#include "sim/platformer/saved_game.h"
#include "support/scratch_settings.h"
#include "ui/shell/main_window.h"
#include "ui/play/play_controller.h"
#include "ui/play/saved_game_actions.h"
#include "play/play_session.h"

using sw::editor::MainWindow;
using sw::play::PlayController;
using sw::play::PlaySession;

namespace saved_game_ui {

QAction* playAction(MainWindow& window, const char* name) { return window.findChild<QAction*>(name); }

template <class T>
T* objectNamed(sw::Level& level, const std::string& name) {
  for (auto& object : level.objects)
    if (auto* found = dynamic_cast<T*>(object.get()); found && found->name == name) return found;
  return nullptr;
}

sw::Vec2 firstCharacterAt(const PlaySession& session) {
  return session.runtime()->get<sw::CharacterSystem>().characters().at(0).position;
}

bool logNames(sw::editor::Document& document, const QString& file, const QString& where) {
  for (const auto& entry : document.log()->entries())
    if (entry.file == file && entry.where == where) return true;
  return false;
}

void writeText(const QString& path, const QByteArray& text) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(text);
}

}  // namespace saved_game_ui

using namespace saved_game_ui;

class SavedGameUiTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("savedGameUi")); }

  void checkpointSavesAndContinueStartsThere() {
    QTemporaryDir dir;
    auto created = sw::createProjectFromTemplate(dir.filePath("pf").toStdString(), "platformer", "Saves");
    QVERIFY2(created, created ? "" : created.error().toString().c_str());
    const QString folder = QString::fromStdString(created.value());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(folder));
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play);
    sw::editor::Document& document = *window.document();
    QCOMPARE(document.level()->kind, sw::Level::Kind::Free);

    // The template's checkpoint is on the high shelf; here it waits two steps left of the
    // runner's start (edited in memory: Play copies the project as it is).
    sw::Level& level = *document.editableLevel();
    auto* checkpoint = objectNamed<sw::Checkpoint>(level, "cp_shelf");
    auto* start = objectNamed<sw::CharacterStart>(level, "start_runner");
    QVERIFY(checkpoint && start);
    checkpoint->position = {start->position.x - 2, start->position.y};
    const sw::Vec2 checkpointAt = checkpoint->position, startAt = start->position;

    const QString save = QDir(folder).filePath("saves/room_1.save.json");
    QCOMPARE(sw::play::SavedGameActions::savedGamePath(document), save);
    QVERIFY(!QFileInfo::exists(QDir(folder).filePath("saves")));  // made on the first save only
    QAction* continueAction = playAction(window, "continueSavedGameAction");
    QVERIFY(continueAction);
    QVERIFY(!continueAction->isEnabled());  // nothing saved yet

    // Scripted input: hold left until the checkpoint is reached.
    PlaySession* session = play->session();
    session->setInputSource([] {
      sw::TickInput input;
      input.player[0] = sw::InputLeft;
      return input;
    });
    QSignalSpy saved(session, &PlaySession::gameSaved);
    playAction(window, "playAction")->trigger();
    QCOMPARE(session->state(), PlaySession::State::Running);
    QVERIFY(saved.wait(20000));
    QCOMPARE(saved.first().first().toString(), save);
    QVERIFY(window.statusBar()->currentMessage().contains("Saved at checkpoint cp_shelf"));
    sw::Result<sw::SavedGame> game = sw::readSavedGame(save.toStdString());
    QVERIFY2(game, game ? "" : game.error().toString().c_str());
    QCOMPARE(game->level, document.level()->name);
    QCOMPARE(game->point.checkpoint, std::string("cp_shelf"));

    playAction(window, "stopAction")->trigger();
    QVERIFY(playAction(window, "saveRecordingAction")->isEnabled());  // a fresh run's recording replays
    QVERIFY(continueAction->isEnabled());
    session->setInputSource([] { return sw::TickInput{}; });  // stand still from here on
    continueAction->trigger();
    QCOMPARE(session->state(), PlaySession::State::Running);
    QVERIFY(session->continued());
    QCOMPARE(session->runtime()->ticksRun(), std::int64_t(0));  // the timer has not ticked yet
    QCOMPARE(firstCharacterAt(*session).x, checkpointAt.x);
    QCOMPARE(firstCharacterAt(*session).y, checkpointAt.y);
    QVERIFY(window.statusBar()->currentMessage().contains("Continuing from checkpoint cp_shelf"));
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 5, 10000);
    playAction(window, "stopAction")->trigger();
    // Its recording says where it began (the `continue` lines), so it replays from the checkpoint.
    QVERIFY(playAction(window, "saveRecordingAction")->isEnabled());
    QVERIFY(playAction(window, "saveSessionAsTestAction")->isEnabled());
    const QString recording = dir.filePath("continued.inputs");
    QVERIFY(play->saveRecording(recording));
    sw::Result<sw::InputRecording> saved2 = sw::loadInputRecording(recording.toStdString());
    QVERIFY2(saved2, saved2 ? "" : saved2.error().toString().c_str());
    QCOMPARE(saved2->continueFrom.checkpoint, std::string("cp_shelf"));

    // F5 afterwards plays from the start again: the continue point was for one run.
    playAction(window, "playAction")->trigger();
    QVERIFY(!session->continued());
    QCOMPARE(firstCharacterAt(*session).x, startAt.x);
    playAction(window, "stopAction")->trigger();
  }

  // Play from Here in a free level: from the selected checkpoint, as if the run had reached it;
  // the recording keeps it (`continue`), so the run replays alike. With none selected it says so.
  void playFromHereStartsAtTheSelectedCheckpoint() {
    QTemporaryDir dir;
    auto created = sw::createProjectFromTemplate(dir.filePath("pf").toStdString(), "platformer", "Here");
    QVERIFY(created);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(QString::fromStdString(created.value())));
    auto* play = window.findChild<PlayController*>("playController");
    sw::editor::Document& document = *window.document();
    PlaySession* session = play->session();
    session->setInputSource([] { return sw::TickInput{}; });
    document.selection()->set({});
    playAction(window, "playFromHereAction")->trigger();
    QVERIFY(!session->isActive());
    QVERIFY(window.statusBar()->currentMessage().contains("Select a checkpoint"));
    const auto* checkpoint = objectNamed<sw::Checkpoint>(*document.editableLevel(), "cp_shelf");
    document.selection()->set({checkpoint->id});
    playAction(window, "playFromHereAction")->trigger();
    QVERIFY(session->isActive());
    QCOMPARE(firstCharacterAt(*session).x, checkpoint->position.x);
    QCOMPARE(firstCharacterAt(*session).y, checkpoint->position.y);
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 3, 10000);
    playAction(window, "stopAction")->trigger();
    QCOMPARE(session->recording().continueFrom.checkpoint, std::string("cp_shelf"));
  }

  // A project with no folder yet has nowhere to save: Play says so the first time, not at
  // every F5, and nothing is written anywhere.
  void aProjectWithoutAFolderSavesNothingAndSaysSoOnce() {
    QTemporaryDir dir;
    auto created = sw::createProjectFromTemplate(dir.filePath("pf").toStdString(), "platformer", "Saves");
    QVERIFY(created);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(QString::fromStdString(created.value())));
    sw::editor::Document& document = *window.document();
    document.editableProject().directory.clear();  // as a project made in the editor, never saved
    sw::Level& level = *document.editableLevel();
    objectNamed<sw::Checkpoint>(level, "cp_shelf")->position = objectNamed<sw::CharacterStart>(level, "start_runner")->position;
    auto* play = window.findChild<PlayController*>("playController");
    PlaySession* session = play->session();
    session->setInputSource([] { return sw::TickInput{}; });
    QSignalSpy saved(session, &PlaySession::gameSaved);

    playAction(window, "playAction")->trigger();
    QVERIFY2(window.statusBar()->currentMessage().contains("not saved"), qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(session->savedGameFile().empty());
    // The checkpoint stands on the start: reached at once, and nothing saved.
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 10, 10000);
    QCOMPARE(saved.count(), 0);
    QVERIFY(!playAction(window, "continueSavedGameAction")->isEnabled() || !session->isActive());
    playAction(window, "stopAction")->trigger();
    QVERIFY(!playAction(window, "continueSavedGameAction")->isEnabled());
    playAction(window, "playAction")->trigger();
    QVERIFY(!window.statusBar()->currentMessage().contains("not saved"));
    playAction(window, "stopAction")->trigger();
    QVERIFY(!QFileInfo::exists(QDir(QString::fromStdString(created.value())).filePath("saves")));
  }

  void damagedOrForeignSavesAreRefusedByNameAndPlayStartsFresh() {
    QTemporaryDir dir;
    auto created = sw::createProjectFromTemplate(dir.filePath("pf").toStdString(), "platformer", "Saves");
    QVERIFY(created);
    const QString folder = QString::fromStdString(created.value());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(folder));
    auto* play = window.findChild<PlayController*>("playController");
    sw::editor::Document& document = *window.document();
    PlaySession* session = play->session();
    session->setInputSource([] { return sw::TickInput{}; });
    const sw::Vec2 startAt = objectNamed<sw::CharacterStart>(*document.editableLevel(), "start_runner")->position;
    const QString save = sw::play::SavedGameActions::savedGamePath(document);
    QVERIFY(QDir().mkpath(QFileInfo(save).absolutePath()));

    struct Case {
      const char* what;
      QByteArray text;
      QString where;
    };
    const Case cases[] = {
        // (not a raw string: moc counts the braces of raw strings, and this one is cut short)
        {"cut short", "{\"formatVersion\": 1, \"kind\": \"scrollwork-save\", \"level\": \"Room 1\", \"check", {}},
        {"a door not a number",
         R"({"formatVersion": 1, "kind": "scrollwork-save", "level": "Room 1", "tick": 5, "checkpoint": "cp_shelf",
             "reached": ["cp_shelf"], "levers": {}, "doors": {"door_1": "wide"}})",
         "/doors/door_1"},
        {"another level",
         R"({"formatVersion": 1, "kind": "scrollwork-save", "level": "Room 9", "tick": 5, "checkpoint": "cp_shelf",
             "reached": ["cp_shelf"], "levers": {}, "doors": {}})",
         "/level"},
        {"a checkpoint the level lacks",
         R"({"formatVersion": 1, "kind": "scrollwork-save", "level": "Room 1", "tick": 5, "checkpoint": "cp_gone",
             "reached": ["cp_gone"], "levers": {}, "doors": {}})",
         "/checkpoint"},
    };
    for (const Case& c : cases) {
      writeText(save, c.text);
      const qsizetype logged = document.log()->entries().size();
      play->savedGames()->updateAction();  // as the Play menu does when it opens
      QVERIFY2(playAction(window, "continueSavedGameAction")->isEnabled(), c.what);
      playAction(window, "continueSavedGameAction")->trigger();
      QVERIFY2(document.log()->entries().size() == logged + 1, c.what);
      const auto& entry = document.log()->entries().last();
      QCOMPARE(entry.file, save);
      if (!c.where.isEmpty()) QVERIFY2(logNames(document, save, c.where), qPrintable(entry.where));
      QVERIFY2(window.statusBar()->currentMessage().contains(save), c.what);
      // Play still runs, fresh from the start.
      QCOMPARE(session->state(), PlaySession::State::Running);
      QVERIFY(!session->continued());
      QCOMPARE(firstCharacterAt(*session).x, startAt.x);
      playAction(window, "stopAction")->trigger();
    }
  }
};

QTEST_MAIN(SavedGameUiTest)
#include "saved_game_ui_test.moc"

// Sound cues in the document (document/commands/sound_cue_commands.h and the Project dock's
// asset commands): new, duplicate and delete are one undo step each and undo to the same
// bytes; a rename follows into the game rules' event sounds in the same step; the uses of a
// cue list the event sounds that name it; picking cues gives the property grid its focus.
#include <QtTest>

#include "document/commands/asset_commands.h"
#include "document/commands/asset_uses.h"
#include "document/commands/sound_cue_commands.h"
#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "model/io/project_io.h"

using namespace sw;
using namespace sw::editor;

class SoundCueCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void newDuplicateDeleteAreOneStepEach() {
    Document d;
    const std::string before = projectText(d.project());
    QVERIFY(before.find("soundCues") == std::string::npos);
    d.undoStack()->push(makeNewSoundCue(&d, "boom"));
    d.undoStack()->push(makeNewSoundCue(&d, "boom"));
    QCOMPARE(d.project().soundCues.size(), std::size_t(2));
    QCOMPARE(d.project().soundCues[1]->name, std::string("boom_2"));
    QCOMPARE(d.currentSoundCues().size(), std::size_t(1));
    QCOMPARE(d.currentSoundCues().front(), d.project().soundCues[1].get());
    QVERIFY(!d.focus()->subjects().empty());  // the grid edits it
    const AssetKey boom{AssetType::SoundCue, QStringLiteral("boom")};
    QVERIFY(assetExists(&d, boom));
    d.undoStack()->push(makeDuplicateAsset(&d, boom, nullptr));
    QCOMPARE(d.project().soundCues[1]->name, std::string("boom_copy"));
    const std::string three = projectText(d.project());
    d.undoStack()->push(makeRemoveAsset(&d, boom, nullptr));
    QCOMPARE(d.project().soundCues.size(), std::size_t(2));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), three);
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QVERIFY(d.currentSoundCues().empty());
  }

  void aRenameFollowsIntoTheEventSounds() {
    Document d;
    d.undoStack()->push(makeNewSoundCue(&d, "boom"));
    d.editableProject().rules.eventSounds = {"enemy-killed -> boom", "shot -> laser", "enemy-killed boss -> boom"};
    const AssetKey boom{AssetType::SoundCue, QStringLiteral("boom")};
    const QStringList uses = usesOf(&d, boom);
    QCOMPARE(uses.size(), 2);
    QVERIFY(uses[0].contains(QStringLiteral("enemy-killed -> boom")));
    QString why;
    QUndoCommand* rename = makeRenameAsset(&d, boom, QStringLiteral("bang"), &why);
    QVERIFY2(rename, qPrintable(why));
    d.undoStack()->push(rename);
    QCOMPARE(d.project().soundCues[0]->name, std::string("bang"));
    QCOMPARE(d.project().rules.eventSounds,
             (std::vector<std::string>{"enemy-killed -> bang", "shot -> laser", "enemy-killed boss -> bang"}));
    d.undoStack()->undo();
    QCOMPARE(d.project().rules.eventSounds[0], std::string("enemy-killed -> boom"));
  }
};

QTEST_GUILESS_MAIN(SoundCueCommandsTest)
#include "sound_cue_commands_test.moc"

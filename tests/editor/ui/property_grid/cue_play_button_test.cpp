// Every row of the property grid that names a sound has its own play button (issue 42: "a
// play button on every cue in the property grid"): a sound cue's rows and each of its files;
// a click on the button plays that row's sound and leaves the row alone (no edit starts);
// rows that name no sound have none.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include "document/document.h"
#include "support/demo_copy.h"
#include "ui/property_grid/property_delegate.h"
#include "ui/property_grid/property_grid.h"

using sw::editor::Document;
using sw::editor::PropertyGrid;
using sw::editor::grid::PropertyDelegate;

class CuePlayButtonTest : public QObject {
  Q_OBJECT
 private slots:
  void soundRowsHaveTheirOwnPlayButton() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(d.open(sw::test::copyDemo(dir)).empty());
    const sw::SoundCue* shot = d.project().findSoundCue("shot");
    QVERIFY(shot && !shot->files.empty());
    d.setCurrentSoundCues({shot});
    PropertyGrid grid(&d);
    grid.resize(420, 600);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.refreshNow();
    QTreeView* view = grid.view();
    view->expandAll();
    auto* delegate = qobject_cast<PropertyDelegate*>(view->itemDelegate());
    QVERIFY(delegate);
    auto buttonOf = [&](const QString& key) {
      const QModelIndex index = grid.indexOfKey(key, 1);
      QStyleOptionViewItem option;
      option.rect = view->visualRect(index);
      return std::make_pair(index, delegate->playButtonRect(option, index));
    };
    const auto [nameIndex, nameButton] = buttonOf("name");
    const auto [fileIndex, fileButton] = buttonOf("files.0");
    const auto [volumeIndex, volumeButton] = buttonOf("volumeMin");
    QVERIFY(nameIndex.isValid() && fileIndex.isValid() && volumeIndex.isValid());
    QVERIFY2(!nameButton.isEmpty(), "the cue's own row plays the cue");
    QVERIFY2(!fileButton.isEmpty(), "each file plays alone");
    QVERIFY2(volumeButton.isEmpty(), "a volume names no sound");

    QSignalSpy played(delegate, &PropertyDelegate::playSoundRequested);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, fileButton.center());
    QCOMPARE(played.size(), 1);
    QCOMPARE(played[0][0].toModelIndex(), fileIndex);
    QVERIFY2(!view->findChild<QWidget*>(QStringLiteral("editor_files.0")),
             "the click played the file, it did not start editing it");
  }
};

QTEST_MAIN(CuePlayButtonTest)
#include "cue_play_button_test.moc"

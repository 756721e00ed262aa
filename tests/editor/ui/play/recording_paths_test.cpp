// Save and Replay Recording start in the project's folder (recordings/ when it has one),
// with a name that says the level and the time; an untitled project leaves the dialog
// its own default.
#include "ui/play/recording_paths.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "document/document.h"
#include "model/level/level.h"

using namespace sw::editor;

class RecordingPathsTest : public QObject {
  Q_OBJECT
 private slots:
  void startsInTheProject() {
    Document untitled;
    untitled.newProject();
    QVERIFY(suggestedRecordingPath(untitled, QDateTime::currentDateTime()).isEmpty());
    QVERIFY(recordingsFolder(untitled).isEmpty());

    QTemporaryDir dir;
    Document doc;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QVERIFY(doc.newProject(folder, QStringLiteral("shooter"), QStringLiteral("P")).ok());
    const QDateTime when(QDate(2026, 12, 2), QTime(18, 19, 0));
    QCOMPARE(recordingsFolder(doc), QDir(folder).path());
    const QString suggested = suggestedRecordingPath(doc, when);
    QVERIFY2(suggested.startsWith(QDir(folder).path() + QLatin1Char('/')), qPrintable(suggested));
    QVERIFY2(suggested.endsWith(QStringLiteral("-20261202-181900.inputs")), qPrintable(suggested));
    QVERIFY2(suggested.contains(QFileInfo(QString::fromStdString(doc.level()->file)).completeBaseName()),
             qPrintable(suggested));

    QVERIFY(QDir(folder).mkdir(QStringLiteral("recordings")));
    QCOMPARE(recordingsFolder(doc), QDir(folder).filePath(QStringLiteral("recordings")));
    QVERIFY(suggestedRecordingPath(doc, when).startsWith(QDir(folder).filePath(QStringLiteral("recordings/"))));
  }
};

QTEST_GUILESS_MAIN(RecordingPathsTest)
#include "recording_paths_test.moc"

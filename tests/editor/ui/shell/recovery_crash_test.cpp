// Recovery after a real crash: the editor (recovery_crash_child: the real MainWindow)
// makes edits in a scratch copy of the demo, autosaves (the interval comes from the
// settings key recovery/autosaveSeconds), is killed with SIGKILL, starts again, is
// offered the copy, recovers and saves. The project's files must then be byte for byte
// what a normal save of the same edits writes, and nothing may be left behind.
#include <QDirIterator>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "support/demo_copy.h"

namespace {
QMap<QString, QByteArray> filesIn(const QString& folder) {
  QMap<QString, QByteArray> out;
  QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString file = it.next();
    QFile f(file);
    if (f.open(QIODevice::ReadOnly)) out.insert(QDir(folder).relativeFilePath(file), f.readAll());
  }
  return out;
}
QStringList manifestsUnder(const QString& folder) {
  QStringList out;
  QDirIterator it(folder, {QStringLiteral("manifest.json")}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) out << it.next();
  return out;
}
}  // namespace

class RecoveryCrashTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  QProcessEnvironment environment() const {
    auto env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"})
      env.insert(QLatin1String(name), dir_.filePath(QString::fromLatin1(name).toLower()));
    return env;
  }
  QString dataRoot() const { return dir_.filePath("xdg_data_home/Scrollwork/Scrollwork/recovery"); }

  // Runs the child to its end; returns its standard output.
  QByteArray run(const QStringList& args, int expectedExit = 0) {
    QProcess child;
    child.setProcessEnvironment(environment());
    child.start(QStringLiteral(SW_BINARY_DIR "/bin/recovery_crash_child"), args);
    [&] { QVERIFY2(child.waitForFinished(120000), qPrintable(child.errorString())); }();
    const QByteArray out = child.readAllStandardOutput();
    [&] {
      QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == expectedExit,
               qPrintable(QString::fromUtf8(out + child.readAllStandardError())));
    }();
    return out;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    // The scratch settings of the child: autosave every second, never reopen a project.
    QSettings settings(dir_.filePath("xdg_config_home/Scrollwork/Scrollwork.conf"), QSettings::IniFormat);
    settings.setValue("recovery/autosaveSeconds", 1);
    settings.setValue("reopenLastProject", false);
    settings.sync();
    QVERIFY(QFileInfo::exists(dir_.filePath("xdg_config_home/Scrollwork/Scrollwork.conf")));
  }

  void killedEditorRecoversToTheBytesOfANormalSave() {
    const QString crashed = dir_.filePath("crashed"), normal = dir_.filePath("normal");
    sw::test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), crashed);
    sw::test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), normal);
    const auto original = filesIn(crashed);

    // Run 1: edits, an autosave, SIGKILL.
    QProcess editor;
    editor.setProcessEnvironment(environment());
    editor.start(QStringLiteral(SW_BINARY_DIR "/bin/recovery_crash_child"), {"edit", crashed, "30"});
    QVERIFY(editor.waitForStarted());
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains("AUTOSAVED") && clock.elapsed() < 120000 && editor.state() == QProcess::Running) {
      editor.waitForReadyRead(500);
      out += editor.readAllStandardOutput();
    }
    QVERIFY2(out.contains("EDITED") && out.contains("AUTOSAVED"),
             qPrintable(QString::fromUtf8(out + editor.readAllStandardError())));
    QVERIFY(!out.contains("/crashed/"));  // the copy is not inside the project
    editor.kill();                        // SIGKILL: no destructor, no clean-up
    QVERIFY(editor.waitForFinished(10000));
    QCOMPARE(editor.exitStatus(), QProcess::CrashExit);
    QCOMPARE(manifestsUnder(dataRoot()).size(), 1);
    QCOMPARE(filesIn(crashed), original);  // nothing saved into the project

    // Run 2: start as the editor does, recover, save, exit cleanly.
    const QByteArray recovered = run({"recover", crashed});
    QVERIFY2(recovered.contains("OFFERED") && recovered.contains("RECOVERED offered=1 modified=1"),
             recovered.constData());
    QVERIFY2(recovered.contains("windowModified=1"), recovered.constData());  // the title shows it unsaved

    // The same edits, saved normally.
    run({"normal", normal, "30"});
    const auto expected = filesIn(normal), actual = filesIn(crashed);
    QCOMPARE(actual.keys(), expected.keys());
    for (const QString& file : expected.keys()) QVERIFY2(actual[file] == expected[file], qPrintable(file));
    QVERIFY(actual != original);
    // Saved and exited cleanly: no copy left.
    QVERIFY2(manifestsUnder(dataRoot()).isEmpty(), qPrintable(manifestsUnder(dataRoot()).join(' ')));
  }
};

QTEST_GUILESS_MAIN(RecoveryCrashTest)
#include "recovery_crash_test.moc"

// Game archives (core/game_archive.h): what goes in comes out byte for byte, and each kind
// of damage is refused with the archive's name and what is wrong, never a crash.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "core/game_archive.h"

using namespace sw;

namespace {

QByteArray readAll(const QString& file) {
  QFile f(file);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& file, const QByteArray& bytes) {
  QDir().mkpath(QFileInfo(file).path());
  QFile f(file);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}

// An archive of three files (one empty, one binary) in `dir`; its path.
QString sampleArchive(const QTemporaryDir& dir) {
  writeAll(dir.filePath("src/project.json"), "{\"formatVersion\": 9}\n");
  QByteArray binary;
  for (int i = 0; i < 3000; ++i) binary.append(char(i * 7));
  writeAll(dir.filePath("src/sounds/shot.wav"), binary);
  writeAll(dir.filePath("src/empty.txt"), "");
  const QString archive = dir.filePath("game.swpak");
  const Status written = writeGameArchive(
      archive.toStdString(), {{"project.json", dir.filePath("src/project.json").toStdString()},
                              {"sounds/shot.wav", dir.filePath("src/sounds/shot.wav").toStdString()},
                              {"empty.txt", dir.filePath("src/empty.txt").toStdString()}});
  return written ? archive : QString();
}

// The message reading `archive` gives, or "read" when it was accepted.
QString refusal(const QString& archive) {
  auto read = readGameArchive(archive.toStdString());
  return read ? QStringLiteral("read") : QString::fromStdString(read.error().toString());
}

// The bytes of the sample's entries (project.json, shot.wav, empty.txt): its data area is
// the archive's last kDataSize bytes.
constexpr int kDataSize = 21 + 3000;

}  // namespace

class GameArchiveTest : public QObject {
  Q_OBJECT
 private slots:
  void roundTripKeepsEveryByteAndOrder() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    QVERIFY(!archive.isEmpty());
    auto read = readGameArchive(archive.toStdString());
    QVERIFY2(read, read ? "" : read.error().toString().c_str());
    QCOMPARE(read->size(), std::size_t(3));
    QCOMPARE(QString::fromStdString((*read)[0].path), QStringLiteral("project.json"));
    QCOMPARE(QString::fromStdString((*read)[1].path), QStringLiteral("sounds/shot.wav"));
    QCOMPARE(QByteArray::fromStdString((*read)[1].data), readAll(dir.filePath("src/sounds/shot.wav")));
    QVERIFY((*read)[2].data.empty());
    QVERIFY(unpackGameArchive(archive.toStdString(), dir.filePath("out").toStdString()));
    QCOMPARE(readAll(dir.filePath("out/sounds/shot.wav")), readAll(dir.filePath("src/sounds/shot.wav")));
    QCOMPARE(readAll(dir.filePath("out/project.json")), readAll(dir.filePath("src/project.json")));
    QVERIFY(QFileInfo::exists(dir.filePath("out/empty.txt")));
  }

  void badMagicIsRefused() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    QByteArray bytes = readAll(archive);
    bytes[1] = 'X';
    writeAll(archive, bytes);
    const QString message = refusal(archive);
    QVERIFY2(message.startsWith(archive) && message.contains("bad magic"), qPrintable(message));
    writeAll(archive, "");  // empty: no magic at all
    QVERIFY2(refusal(archive).contains("bad magic"), qPrintable(refusal(archive)));
  }

  void everyTruncationIsRefused() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    const QByteArray whole = readAll(archive);
    // Cut at every length: in the header, the table, its checksum and the data.
    for (int size = 0; size < whole.size(); size += (size < 200 ? 1 : 97)) {
      writeAll(archive, whole.left(size));
      const QString message = refusal(archive);
      QVERIFY2(message.startsWith(archive) && message.contains("damaged game archive"), qPrintable(message));
    }
    writeAll(archive, whole.left(whole.size() - 10));
    QVERIFY2(refusal(archive).contains("truncated in entry 'sounds/shot.wav'"), qPrintable(refusal(archive)));
    writeAll(archive, whole + "extra");
    QVERIFY2(refusal(archive).contains("unexpected bytes"), qPrintable(refusal(archive)));
  }

  void checksumMismatchNamesTheEntry() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    QByteArray bytes = readAll(archive);
    const int shotData = bytes.size() - kDataSize + 21;  // after project.json's 21 bytes
    bytes[shotData + 100] = char(bytes[shotData + 100] ^ 0x40);
    writeAll(archive, bytes);
    const QString message = refusal(archive);
    QVERIFY2(message.startsWith(archive) && message.contains("checksum mismatch in entry 'sounds/shot.wav'"),
             qPrintable(message));
    // Unpacking a damaged archive writes nothing.
    QVERIFY(!unpackGameArchive(archive.toStdString(), dir.filePath("out").toStdString()));
    QVERIFY(!QFileInfo::exists(dir.filePath("out/project.json")));
  }

  void damagedTableIsRefused() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    QByteArray bytes = readAll(archive);
    bytes[20] = char(bytes[20] ^ 0x01);  // inside the first entry's path
    writeAll(archive, bytes);
    QVERIFY2(refusal(archive).contains("checksum mismatch in its table"), qPrintable(refusal(archive)));
  }

  void newerFormatIsRefused() {
    QTemporaryDir dir;
    const QString archive = sampleArchive(dir);
    QByteArray bytes = readAll(archive);
    bytes[8] = char(kGameArchiveFormatVersion + 1);
    writeAll(archive, bytes);
    QVERIFY2(refusal(archive).contains("format 2 is not supported"), qPrintable(refusal(archive)));
  }

  void missingArchiveAndSourcesAreNamed() {
    QTemporaryDir dir;
    QVERIFY2(refusal(dir.filePath("none.swpak")).contains("does not exist"), qPrintable(refusal(dir.filePath("none.swpak"))));
    const std::string missing = dir.filePath("nothing.png").toStdString();
    const Status written = writeGameArchive(dir.filePath("a.swpak").toStdString(), {{"a.png", missing}});
    QVERIFY(!written);
    QCOMPARE(written.error().file, missing);
  }

  void pathsLeavingTheFolderAreRefused() {
    QTemporaryDir dir;
    writeAll(dir.filePath("a.txt"), "a");
    for (const char* path : {"../a.txt", "/etc/a.txt", "x/../../a.txt", ""}) {
      const Status written = writeGameArchive(dir.filePath("a.swpak").toStdString(), {{path, dir.filePath("a.txt").toStdString()}});
      QVERIFY2(!written, path);
    }
  }

  // The fuzzer's seed (tests/fuzz/game_archive/make_seed.py, written with Python's zlib) is
  // read as this reader writes: the format is what the header says, not what the code does.
  void theFuzzSeedWrittenElsewhereReads() {
    const auto entries = readGameArchive(SW_SOURCE_DIR "/tests/fuzz/game_archive/seeds/small.swpak");
    QVERIFY2(entries, entries ? "" : entries.error().toString().c_str());
    QCOMPARE(entries->size(), std::size_t(2));
    QCOMPARE(entries->at(1).path, std::string("levels/one.json"));
    QCOMPARE(entries->at(1).data, std::string("{}\n"));
  }
};

QTEST_GUILESS_MAIN(GameArchiveTest)
#include "game_archive_test.moc"

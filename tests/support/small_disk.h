#pragma once
// A tiny tmpfs mounted on a folder for the length of a test, so "the disk is full" can be
// tested for real. Mounting needs root or CAP_SYS_ADMIN: when it fails, why() says so and
// the test skips. The mount is always undone on destruction (declare it after the
// QTemporaryDir holding its folder, so it goes first).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

namespace sw::test {

class SmallDisk {
 public:
  SmallDisk(const QString& folder, const QString& size) : folder_(folder) {
    QDir().mkpath(folder);
    QProcess mount;
    mount.start("mount", {"-t", "tmpfs", "-o", "size=" + size, "tmpfs", folder});
    if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit ||
        mount.exitCode() != 0) {
      why_ = QStringLiteral("cannot mount a tmpfs (needs root or CAP_SYS_ADMIN): %1")
                 .arg(QString::fromLocal8Bit(mount.readAllStandardError()).trimmed() + mount.errorString());
      return;
    }
    mounted_ = true;
  }
  ~SmallDisk() {
    if (!mounted_) return;
    if (QProcess::execute("umount", {folder_}) != 0) QProcess::execute("umount", {"-l", folder_});
  }
  SmallDisk(const SmallDisk&) = delete;
  SmallDisk& operator=(const SmallDisk&) = delete;

  bool isMounted() const { return mounted_; }
  QString why() const { return why_; }

  // Fills the disk to the last byte, then frees `spare` bytes: room for that much more.
  bool fillLeaving(qint64 spare) {
    QFile spareFile(QDir(folder_).filePath(".spare"));
    if (!spareFile.open(QIODevice::WriteOnly) || spareFile.write(QByteArray(int(spare), 's')) != spare)
      return false;
    spareFile.close();
    QFile filler(QDir(folder_).filePath(".filler"));
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return false;
    const QByteArray chunk(4096, 'f');
    while (filler.write(chunk) == chunk.size()) {
    }
    filler.close();
    return spareFile.remove();
  }

 private:
  QString folder_;
  QString why_;
  bool mounted_ = false;
};

}  // namespace sw::test

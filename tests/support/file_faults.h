#pragma once
// What save tests need to show "nothing on disk changed" after a failure: a snapshot of
// every file under a folder with its bytes, and a fault injected into one step of a
// FileTransaction (as the system call would fail with an errno) for one scope.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <map>
#include <string>

#include "core/file_transaction.h"

namespace sw::test {

// Every file under `root` (hidden ones too) with its bytes: "nothing changed" means equal.
inline std::map<QString, QByteArray> snapshot(const QString& root) {
  std::map<QString, QByteArray> files;
  QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    QFile file(it.next());
    if (file.open(QIODevice::ReadOnly)) files[QDir(root).relativeFilePath(file.fileName())] = file.readAll();
  }
  return files;
}

// Fails `step` on `target` with `error` while it lives.
struct FaultOn {
  FaultOn(sw::FileTransaction::Step step, std::string target, int error) {
    sw::FileTransaction::setFaultForTesting(
        [=](sw::FileTransaction::Step s, const std::string& t) { return s == step && t == target ? error : 0; });
  }
  ~FaultOn() { sw::FileTransaction::setFaultForTesting({}); }
  FaultOn(const FaultOn&) = delete;
  FaultOn& operator=(const FaultOn&) = delete;
};

}  // namespace sw::test

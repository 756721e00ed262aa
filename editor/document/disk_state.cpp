#include "document/disk_state.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <filesystem>

#include "core/atomic_file.h"

namespace sw::editor {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(sw::editor::DiskState)
};

QString key(const std::string& path) { return QDir::cleanPath(QString::fromStdString(path)); }

}  // namespace

DiskState::Stamp DiskState::stampOf(const QString& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path file(path.toStdString());
  if (!fs::is_regular_file(file, ec)) return {};
  const auto size = fs::file_size(file, ec);
  if (ec) return {};
  const auto time = fs::last_write_time(file, ec);
  if (ec) return {};
  return {qint64(size), qint64(time.time_since_epoch().count())};
}

QByteArray DiskState::hashOf(const std::string& bytes) {
  return QCryptographicHash::hash(QByteArrayView(bytes.data(), qsizetype(bytes.size())),
                                  QCryptographicHash::Sha256);
}

std::optional<std::string> DiskState::read(const QString& path) {
  const Stamp stamp = stampOf(path);
  if (!stamp.exists() || stamp.size > kMaxFileBytes) return std::nullopt;
  auto bytes = sw::readWholeFile(path.toStdString());
  if (!bytes) return std::nullopt;
  return std::move(*bytes);
}

void DiskState::remember(const QString& path, const std::optional<std::string>& disk,
                         const std::optional<std::string>& memory) {
  Entry& e = entries_[QDir::cleanPath(path)];
  e.stamp = disk ? stampOf(path) : Stamp{};
  e.disk = disk ? hashOf(*disk) : QByteArray();
  e.baseline = memory ? hashOf(*memory) : e.disk;
  e.kept.clear();
}

void DiskState::rememberWritten(const std::vector<sw::FileWrite>& files) {
  for (const sw::FileWrite& file : files) remember(key(file.path), file.bytes, file.bytes);
  lastConflicts_.clear();
}

QByteArray DiskState::currentHash(const QString& path, Entry& entry) {
  const Stamp now = stampOf(path);
  if (!now.exists()) return {};
  if (now == entry.stamp) return entry.disk;
  auto bytes = read(path);
  if (!bytes) return {};
  const QByteArray hash = hashOf(*bytes);
  // Touched but the same bytes (a checkout that rewrote it unchanged): remember the new
  // time, so the next look is cheap again.
  if (hash == entry.disk) entry.stamp = now;
  return hash;
}

DiskState::Change DiskState::changeOf(const QString& path) {
  auto it = entries_.find(QDir::cleanPath(path));
  if (it == entries_.end()) return Change::None;
  const QByteArray now = currentHash(it.key(), *it);
  if (now.isEmpty()) return it->disk.isEmpty() || stampOf(it.key()).exists() ? Change::None : Change::Deleted;
  if (now == it->disk || now == it->kept) return Change::None;
  return Change::Changed;
}

bool DiskState::hasLocalEdits(const QString& path, const std::optional<std::string>& memory) const {
  auto it = entries_.find(QDir::cleanPath(path));
  if (it == entries_.end() || !memory) return false;
  return hashOf(*memory) != it->baseline;
}

void DiskState::keepMine(const QString& path) {
  auto it = entries_.find(QDir::cleanPath(path));
  if (it == entries_.end()) return;
  auto bytes = read(it.key());
  it->kept = bytes ? hashOf(*bytes) : QByteArray();
}

QByteArray DiskState::keptHash(const QString& path) const {
  auto it = entries_.find(QDir::cleanPath(path));
  return it == entries_.end() ? QByteArray() : it->kept;
}

std::optional<sw::Error> DiskState::refuseOverwrite(const std::vector<sw::FileWrite>& writes) {
  lastConflicts_.clear();
  for (const sw::FileWrite& write : writes) {
    auto it = entries_.find(key(write.path));
    if (it == entries_.end()) continue;  // a file this project never read: new
    const QByteArray now = currentHash(it.key(), *it);
    // Deleted outside: writing it again overwrites nothing (the user was told).
    if (now.isEmpty() || now == it->disk || now == it->kept || now == hashOf(write.bytes)) continue;
    lastConflicts_ << it.key();
  }
  if (lastConflicts_.isEmpty()) return std::nullopt;
  return sw::Error{lastConflicts_.front().toStdString(), "",
                   Text::tr("changed on disk since it was read (%n file(s) in all); nothing was saved", nullptr,
                            int(lastConflicts_.size()))
                       .toStdString()};
}

}  // namespace sw::editor

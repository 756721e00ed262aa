#include "document/outside/disk_state.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <filesystem>

#include "core/atomic_file.h"

namespace sw::editor {
namespace {

struct DiskStateText {
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
  e.bytes.reset();  // what rememberLater kept is older than this
  e.canonical = {};
}

bool DiskState::rememberLater(const QString& path, std::function<std::string(const std::string&)> canonical) {
  const QString clean = QDir::cleanPath(path);
  // The bytes are read now, as remember() would: a change made right after this call
  // must show as a change.
  const Stamp stamp = stampOf(clean);
  auto bytes = read(clean);
  if (!bytes) return false;
  Entry& e = entries_[clean];
  e = Entry{};
  e.stamp = stamp;
  e.bytes = std::make_shared<const std::string>(std::move(*bytes));
  e.canonical = std::move(canonical);
  return true;
}

DiskState::Entry* DiskState::settled(const QString& path, bool withBaseline) const {
  auto it = entries_.find(QDir::cleanPath(path));
  if (it == entries_.end()) return nullptr;
  if (it->bytes) {
    if (it->disk.isEmpty()) it->disk = hashOf(*it->bytes);  // a file was read: never an empty hash
    if (withBaseline && it->canonical) {
      it->baseline = hashOf(it->canonical(*it->bytes));
      it->canonical = {};
    }
    if (!it->canonical) it->bytes.reset();
  }
  return &*it;
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
  Entry* entry = settled(path);
  if (!entry) return Change::None;
  const QString clean = QDir::cleanPath(path);
  const QByteArray now = currentHash(clean, *entry);
  if (now.isEmpty()) return entry->disk.isEmpty() || stampOf(clean).exists() ? Change::None : Change::Deleted;
  if (now == entry->disk || now == entry->kept) return Change::None;
  return Change::Changed;
}

bool DiskState::hasLocalEdits(const QString& path, const std::optional<std::string>& memory) const {
  const Entry* entry = settled(path, true);
  if (!entry || !memory) return false;
  return hashOf(*memory) != entry->baseline;
}

void DiskState::keepMine(const QString& path) {
  Entry* entry = settled(path);
  if (!entry) return;
  auto bytes = read(QDir::cleanPath(path));
  entry->kept = bytes ? hashOf(*bytes) : QByteArray();
}

std::optional<sw::Error> DiskState::refuseOverwrite(const std::vector<sw::FileWrite>& writes) {
  lastConflicts_.clear();
  for (const sw::FileWrite& write : writes) {
    const QString path = key(write.path);
    Entry* entry = settled(path);
    if (!entry) continue;  // a file this project never read: new
    const QByteArray now = currentHash(path, *entry);
    // Deleted outside: writing it again overwrites nothing (the user was told).
    if (now.isEmpty() || now == entry->disk || now == entry->kept || now == hashOf(write.bytes)) continue;
    lastConflicts_ << path;
  }
  if (lastConflicts_.isEmpty()) return std::nullopt;
  return sw::Error{lastConflicts_.front().toStdString(), "",
                   DiskStateText::tr("changed on disk since it was read (%n file(s) in all); nothing was saved", nullptr,
                            int(lastConflicts_.size()))
                       .toStdString()};
}

}  // namespace sw::editor

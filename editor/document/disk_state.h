#pragma once
// What the editor last read from or wrote to each of the project's own files, so a change
// made outside (a git pull, another tool, a teammate) is told apart from our own saves,
// and a save never overwrites such a change without asking.
//
// Per file it keeps the size and modification time (a cheap first look), a hash of the
// bytes on disk, and a hash of what the editor held for the file right after reading or
// writing it (its "baseline": the canonical text a save would write). Comparing the text
// a save would write now with the baseline says whether the file has local edits,
// whatever the undo stack did in between (undo back to the read state is no edit).
//
// "Keep Mine" remembers one version of a changed file as overruled: neither the watcher
// nor a save asks about that version again; a newer outside change asks again.
#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/file_transaction.h"

namespace sw::editor {

class DiskState {
 public:
  struct Stamp {
    qint64 size = -1;  // -1: no such file
    qint64 time = 0;   // modification time, nanoseconds
    bool exists() const { return size >= 0; }
    bool operator==(const Stamp&) const = default;
  };
  static Stamp stampOf(const QString& path);
  static QByteArray hashOf(const std::string& bytes);
  // A project file larger than this is not read for comparison (a limit, so a stray
  // giant file cannot stall the editor): it counts as unreadable.
  static constexpr qint64 kMaxFileBytes = 256ll << 20;
  // The file's bytes; nothing when it is missing, too large or unreadable.
  static std::optional<std::string> read(const QString& path);

  void clear() { entries_.clear(); lastConflicts_.clear(); }
  // `disk`: the bytes just read (nothing: the file does not exist); `memory`: what the
  // editor holds for it now, or nothing when it holds nothing (a graph not loaded yet),
  // in which case the disk bytes are the baseline.
  void remember(const QString& path, const std::optional<std::string>& disk, const std::optional<std::string>& memory);
  // The same for a file the editor has just read and holds unchanged: the file is read
  // now; its hash is made when first needed (a change check, a save), its baseline,
  // `canonical` of those bytes (the editor's text of it, made without the document), only
  // when an outside change meets the file (hasLocalEdits). Writing a level of 25,000
  // objects back as text took 0.3 s of opening it; a worker thread did it in time but
  // left its heap arena 30 MB bigger.
  // False, and nothing remembered, when the file cannot be read now (use remember()).
  bool rememberLater(const QString& path, std::function<std::string(const std::string&)> canonical);
  // A save wrote these files (or found them holding these bytes already).
  void rememberWritten(const std::vector<sw::FileWrite>& files);
  void forget(const QString& path) { entries_.remove(path); }
  bool knows(const QString& path) const { return entries_.contains(path); }
  QStringList files() const { return entries_.keys(); }

  enum class Change { None, Changed, Deleted };
  // How the file on disk differs from what was last read or written (reads it only when
  // its size or time moved). A version the user kept theirs over counts as no change.
  Change changeOf(const QString& path);
  // Whether `memory` (the text a save would write now) differs from the baseline.
  bool hasLocalEdits(const QString& path, const std::optional<std::string>& memory) const;
  // The next save may overwrite the version of `path` on disk now without asking.
  void keepMine(const QString& path);

  // Files among `writes` that a save must not overwrite without asking: changed on disk
  // since read or written, not kept over, and not already holding the bytes to write.
  // Remembered as lastConflicts(); nothing when the save may go ahead.
  std::optional<sw::Error> refuseOverwrite(const std::vector<sw::FileWrite>& writes);
  QStringList lastConflicts() const { return lastConflicts_; }

 private:
  struct Entry {
    Stamp stamp;
    QByteArray disk;      // hash of the bytes on disk; empty: there was no file
    QByteArray baseline;  // hash of the editor's text right after read or write
    QByteArray kept;      // a changed version the user chose to overwrite
    // rememberLater: the bytes read, until both hashes are made from them.
    std::shared_ptr<const std::string> bytes;
    std::function<std::string(const std::string&)> canonical;  // set: baseline not made yet
  };
  // The entry of `path` with its disk hash (and its baseline too when asked) made
  // (nullptr when unknown).
  Entry* settled(const QString& path, bool withBaseline = false) const;
  // The hash of the file's bytes now (empty when missing or unreadable); refreshes the
  // stamp when the content turns out unchanged.
  QByteArray currentHash(const QString& path, Entry& entry);

  mutable QHash<QString, Entry> entries_;  // by absolute, clean path
  QStringList lastConflicts_;
};

}  // namespace sw::editor

// The project's own files watched for changes made outside the editor (outside_watcher.h).
#include "document/outside_watcher.h"

#include <QFileInfo>

#include "document/document.h"
#include "document/document_files.h"

namespace sw::editor {

OutsideWatcher::OutsideWatcher(Document* document, QObject* parent) : QObject(parent), document_(document) {
  setObjectName(QStringLiteral("outsideWatcher"));
  connect(&watcher_, &SettledWatcher::settled, this, [this](const QStringList& files) {
    for (const QString& path : files) report(path);
  });
  connect(document, &Document::projectReset, this, [this] {
    watcher_.dropPending();
    watcher_.watch({});  // what the old project's files looked like is no baseline for the new one
    rewatch();
  });
  connect(document, &Document::saved, this, &OutsideWatcher::rewatch);
  connect(document, &Document::levelsChanged, this, &OutsideWatcher::rewatch);
  rewatch();
}

void OutsideWatcher::checkNow() {
  watcher_.dropPending();
  for (const QString& path : document_->diskState()->files()) report(path);
  rewatch();
}

void OutsideWatcher::report(const QString& path) {
  switch (document_->diskState()->changeOf(path)) {
    case DiskState::Change::None: break;
    case DiskState::Change::Changed: emit changed(path); break;
    case DiskState::Change::Deleted: emit deleted(path); break;
  }
}

void OutsideWatcher::rewatch() {
  QStringList files;
  for (const DocumentFile& file : documentFiles(*document_)) files << file.path;
  watcher_.watch(files);
}

}  // namespace sw::editor

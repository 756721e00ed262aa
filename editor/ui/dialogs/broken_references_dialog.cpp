#include "ui/dialogs/broken_references_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/commands/relink_references.h"
#include "model/validate/problems.h"

namespace sw::editor {

namespace {
enum Column { KindColumn, WhereColumn, MissingColumn, ColumnCount };
}

BrokenReferencesDialog::BrokenReferencesDialog(Document* document, QWidget* parent)
    : QDialog(parent), document_(document) {
  setObjectName(QStringLiteral("brokenReferencesDialog"));
  setWindowTitle(tr("Broken References"));
  auto* layout = new QVBoxLayout(this);
  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("brokenReferencesSummary"));
  layout->addWidget(summary_);

  table_ = new QTableWidget(0, ColumnCount, this);
  table_->setObjectName(QStringLiteral("brokenReferencesTable"));
  table_->setHorizontalHeaderLabels({tr("Kind"), tr("Where"), tr("Missing")});
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(WhereColumn, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(MissingColumn, QHeaderView::Stretch);
  layout->addWidget(table_, 1);

  // The selected reference's problem and the file and place holding it.
  details_ = new QLabel(this);
  details_->setObjectName(QStringLiteral("brokenReferenceDetails"));
  details_->setWordWrap(true);
  details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(details_);

  auto* buttons = new QDialogButtonBox(this);
  locate_ = buttons->addButton(tr("&Locate..."), QDialogButtonBox::ActionRole);
  locate_->setObjectName(QStringLiteral("locateButton"));
  locate_->setToolTip(tr("Pick the file for the selected reference"));
  locateAll_ = buttons->addButton(tr("Locate All in &Folder..."), QDialogButtonBox::ActionRole);
  locateAll_->setObjectName(QStringLiteral("locateAllButton"));
  locateAll_->setToolTip(tr("Relink every missing file found in a folder or its subfolders"));
  QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
  close->setObjectName(QStringLiteral("closeButton"));
  layout->addWidget(buttons);
  connect(close, &QPushButton::clicked, this, &QDialog::close);
  connect(locate_, &QPushButton::clicked, this, &BrokenReferencesDialog::locateSelected);
  connect(locateAll_, &QPushButton::clicked, this, &BrokenReferencesDialog::locateInFolder);
  connect(table_, &QTableWidget::itemSelectionChanged, this, &BrokenReferencesDialog::updateButtons);
  connect(table_, &QTableWidget::cellDoubleClicked, this, [this] {
    if (locate_->isEnabled()) locateSelected();
  });

  confirmOthers = [this](const QStringList& files) {
    return QMessageBox::question(this, tr("Locate"),
                                 tr("%n other missing file(s) are in the same folder. Relink them too?\n\n%1",
                                    nullptr, int(files.size()))
                                     .arg(files.join(QLatin1Char('\n')))) == QMessageBox::Yes;
  };
  confirmCopy = [this](const QStringList& files) {
    return QMessageBox::question(
               this, tr("Copy Into Project"),
               tr("%n file(s) are outside the project folder. The project keeps only paths inside "
                  "its folder: copy them into the project?\n\n%1",
                  nullptr, int(files.size()))
                   .arg(files.join(QLatin1Char('\n'))),
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes) == QMessageBox::Yes;
  };
  showProblem = [this](const QString& message) {
    QMessageBox::warning(this, tr("Broken References"), message);
  };

  // The list follows the document: relinks, undo and redo, another project. Rebuilt once
  // per burst of changes, and only while shown (it checks files on disk).
  auto* later = new QTimer(this);
  later->setSingleShot(true);
  later->setInterval(0);
  connect(later, &QTimer::timeout, this, [this] {
    if (isVisible()) refresh();
  });
  auto schedule = [later] { later->start(); };
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, schedule);
  connect(document_, &Document::projectReset, this, schedule);
  connect(document_->tilesets(), &TilesetStore::tilesetsReset, this, schedule);
  connect(document_->tilesets(), &TilesetStore::tilesetChanged, this, schedule);

  resize(820, 420);
  refresh();
}

QString BrokenReferencesDialog::kindText(const sw::BrokenReference& reference) const {
  switch (reference.kind) {
    case sw::BrokenReferenceKind::Mesh:
      return tr("Mesh");
    case sw::BrokenReferenceKind::TilesetFile:
      return tr("Tileset file");
    case sw::BrokenReferenceKind::TilesetImage:
      return tr("Tileset image");
    case sw::BrokenReferenceKind::GraphMaterial:
      return tr("Material graph");
    case sw::BrokenReferenceKind::TileReference:
      return tr("Tile");
    case sw::BrokenReferenceKind::ObjectReference: {
      const std::string& t = reference.targetType;
      if (t == "TileDef") return tr("Tile definition");
      if (t == "EnemyType") return tr("Enemy type");
      if (t == "Path") return tr("Path");
      if (t == "Trigger") return tr("Trigger");
      if (t == "TileInstance") return tr("Chain link");
      if (t == "NavNode") return tr("Nav node");
      return tr("Object");
    }
  }
  return {};
}

void BrokenReferencesDialog::refresh() {
  // Keep the selected reference selected when it is still broken.
  std::string selectedFile, selectedWhere;
  if (int row = table_->currentRow(); row >= 0 && row < int(references_.size())) {
    selectedFile = references_[std::size_t(row)].file;
    selectedWhere = references_[std::size_t(row)].where;
  }
  // The project's one problem list (Check Project logs the same): its broken references
  // are listed here, the rest is counted.
  const sw::Problems problems = projectProblems(document_);
  references_ = sw::brokenReferencesOf(problems);
  const int otherProblems = int(problems.size() - references_.size());
  const QSignalBlocker quiet(table_);
  table_->clearContents();
  table_->setRowCount(int(references_.size()));
  int select = references_.empty() ? -1 : 0;
  const QDir projectDir(QString::fromStdString(document_->project().directory));
  for (std::size_t i = 0; i < references_.size(); ++i) {
    const sw::BrokenReference& r = references_[i];
    QString missing = QString::fromStdString(r.missing);
    if (r.kind == sw::BrokenReferenceKind::TileReference)
      missing = tr("%1 (%n placed tile(s))", nullptr, int(r.count)).arg(missing);
    const QString tooltip = QStringLiteral("%1\n%2: %3")
                                .arg(QString::fromStdString(r.problem),
                                     projectDir.relativeFilePath(QString::fromStdString(r.file)),
                                     QString::fromStdString(r.where));
    const QString cells[ColumnCount] = {kindText(r), QString::fromStdString(r.label), missing};
    for (int c = 0; c < ColumnCount; ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setToolTip(tooltip);
      table_->setItem(int(i), c, item);
    }
    if (r.file == selectedFile && r.where == selectedWhere) select = int(i);
  }
  if (select >= 0) table_->selectRow(select);
  QString summary = references_.empty()
                        ? tr("No broken references: every file, tile and object the project names is there.")
                        : tr("%n broken reference(s). Missing meshes and images show as placeholders until "
                             "relinked.",
                             nullptr, int(references_.size()));
  if (otherProblems > 0)
    summary += QLatin1Char(' ') +
               tr("Edit > Check Project lists %n other problem(s) in the Log.", nullptr, otherProblems);
  summary_->setText(summary);
  updateButtons();
}

void BrokenReferencesDialog::updateButtons() {
  const int row = table_->currentRow();
  const bool valid = row >= 0 && row < int(references_.size()) && !table_->selectedItems().isEmpty();
  locate_->setEnabled(valid && canRelink(references_[std::size_t(row)]));
  bool any = false;
  for (const auto& r : references_) any = any || canRelink(r);
  locateAll_->setEnabled(any);
  if (!valid) {
    details_->clear();
    return;
  }
  const sw::BrokenReference& r = references_[std::size_t(row)];
  QString text = QString::fromStdString(r.problem);
  if (r.kind == sw::BrokenReferenceKind::TileReference)
    text += QLatin1Char('\n') + tr("Add the tileset or tile to the project, or paint over these tiles.");
  if (r.kind == sw::BrokenReferenceKind::ObjectReference)
    text += QLatin1Char('\n') +
            tr("Pick an existing one in the Properties of the object, or create one named \u201C%1\u201D.")
                .arg(QString::fromStdString(r.missing));
  details_->setText(text);
}

int BrokenReferencesDialog::locate(int row, const QString& file) {
  if (row < 0 || row >= int(references_.size())) return 0;
  const sw::BrokenReference& reference = references_[std::size_t(row)];
  if (!canRelink(reference)) {
    showProblem(tr("%1 cannot be relinked to a file.").arg(QString::fromStdString(reference.label)));
    return 0;
  }
  std::vector<Pick> picks{{std::size_t(row), QFileInfo(file).absoluteFilePath()}};
  // Other files missing from the same place are usually in the same new folder too.
  const auto others = sameFolderMatches(references_, std::size_t(row), QFileInfo(file).absolutePath());
  if (!others.empty()) {
    QStringList names;
    for (const auto& [index, path] : others)
      names << QStringLiteral("%1 \u2192 %2")
                   .arg(QString::fromStdString(references_[index].label), QFileInfo(path).fileName());
    if (confirmOthers(names))
      for (const auto& [index, path] : others) picks.push_back({index, path});
  }
  return relink(std::move(picks));
}

int BrokenReferencesDialog::locateAllInFolder(const QString& folder) {
  std::vector<Pick> picks;
  for (const auto& [index, path] : findInFolder(references_, folder)) picks.push_back({index, path});
  if (picks.empty()) {
    showProblem(
        tr("None of the missing files is in %1 or its subfolders.").arg(QDir::toNativeSeparators(folder)));
    return 0;
  }
  return relink(std::move(picks));
}

int BrokenReferencesDialog::relink(std::vector<Pick> picks) {
  // Files outside the project are copied in first, after one question for all of them.
  QStringList outside;
  for (const Pick& pick : picks)
    if (projectRelativePath(document_, pick.file).isEmpty() && !outside.contains(pick.file))
      outside << QDir::toNativeSeparators(pick.file);
  if (!outside.isEmpty() && !document_->hasFolder()) {
    showProblem(tr("Save the project first: files from outside are copied into its folder."));
    return 0;
  }
  if (!outside.isEmpty() && !confirmCopy(outside)) return 0;

  std::vector<Relink> relinks;
  QStringList files, problems;
  for (const Pick& pick : picks) {
    const sw::BrokenReference& reference = references_[pick.index];
    QString relative = projectRelativePath(document_, pick.file);
    if (relative.isEmpty()) {
      auto copied = copyIntoProject(document_, reference, pick.file);
      if (!copied) {
        problems << QString::fromStdString(copied.error().toString());
        continue;
      }
      relative = QString::fromStdString(*copied);
    }
    relinks.push_back({reference, relative.toStdString()});
    files << QDir(QString::fromStdString(document_->project().directory)).filePath(relative);
  }
  int fixed = 0;
  if (!relinks.empty()) {
    QString why;
    if (QUndoCommand* command = makeRelinkCommand(document_, relinks, &why)) {
      document_->undoStack()->push(command);
      fixed = int(relinks.size());
    } else if (why.isEmpty()) {
      fixed = int(relinks.size());  // every file was copied to where it was expected: nothing to change
    } else {
      problems << why;
    }
  }
  if (fixed > 0) emit relinked(files);
  refresh();
  if (!problems.isEmpty()) showProblem(problems.join(QLatin1Char('\n')));
  return fixed;
}

void BrokenReferencesDialog::locateSelected() {
  const int row = table_->currentRow();
  if (row < 0 || row >= int(references_.size())) return;
  const sw::BrokenReference& reference = references_[std::size_t(row)];
  const QString name = QString::fromStdString(sw::missingFileName(reference));
  const QString suffix = QFileInfo(name).suffix();
  QString filter = tr("All files (*)");
  if (!suffix.isEmpty())
    filter = tr("%1 files (*.%2)").arg(kindText(reference), suffix) + QStringLiteral(";;") + filter;
  const QString file = QFileDialog::getOpenFileName(
      this, tr("Locate %1").arg(name.isEmpty() ? QString::fromStdString(reference.label) : name),
      QString::fromStdString(document_->project().directory), filter);
  if (!file.isEmpty()) locate(row, file);
}

void BrokenReferencesDialog::locateInFolder() {
  const QString folder = QFileDialog::getExistingDirectory(
      this, tr("Locate All in Folder"), QString::fromStdString(document_->project().directory));
  if (!folder.isEmpty()) locateAllInFolder(folder);
}

}  // namespace sw::editor

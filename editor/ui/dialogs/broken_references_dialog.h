#pragma once
// File > Broken References...: every broken reference of the project (a missing mesh,
// material graph, tileset file or image; a tile no tileset has) with where it is used,
// and two ways to relink file paths:
//   - Locate...: pick the file for the selected reference; other broken references whose
//     missing file sits in the same folder are offered too;
//   - Locate All in Folder...: every broken reference whose file name is found in the
//     folder (recursively, first match) is relinked.
// Each action is one undo step. Files outside the project folder are copied in (after
// asking) so the project never stores an absolute path. The list follows the document:
// after a relink, an undo or another project it is rebuilt.
//
// The logic is in locate() and locateAllInFolder() (and document/commands/relink_references.h);
// the buttons only add the file dialogs, and the questions go through replaceable hooks
// so tests drive the dialog without a modal box.
#include <QDialog>
#include <QStringList>
#include <functional>
#include <vector>

#include "model/references/broken_references.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace sw::editor {

class Document;

class BrokenReferencesDialog : public QDialog {
  Q_OBJECT
 public:
  explicit BrokenReferencesDialog(Document* document, QWidget* parent = nullptr);

  // As listed (row i of the table is references()[i]).
  const std::vector<sw::BrokenReference>& references() const { return references_; }
  void refresh();

  // Relinks row `row` to `file` (absolute), with the same-folder offer. Returns how many
  // references were fixed; 0 when cancelled or nothing applied (the reason is shown).
  int locate(int row, const QString& file);
  // Relinks every reference found in `folder` in one undo step; returns how many.
  int locateAllInFolder(const QString& folder);

  // Questions and messages; replaced by tests. Defaults show message boxes.
  std::function<bool(const QStringList& otherFiles)> confirmOthers;  // relink these too?
  std::function<bool(const QStringList& outsideFiles)> confirmCopy;  // copy into the project?
  std::function<void(const QString& message)> showProblem;

 signals:
  // Files now referenced after a relink (absolute paths): views reload them.
  void relinked(const QStringList& absolutePaths);

 private:
  struct Pick {
    std::size_t index;
    QString file;
  };
  int relink(std::vector<Pick> picks);
  void locateSelected();
  void locateInFolder();
  void updateButtons();
  QString kindText(const sw::BrokenReference& reference) const;

  Document* document_;
  std::vector<sw::BrokenReference> references_;
  QLabel* summary_;
  QTableWidget* table_;
  QLabel* details_;
  QPushButton* locate_;
  QPushButton* locateAll_;
};

}  // namespace sw::editor

#pragma once
// "Recover Unsaved Changes": shown on start (or when a project is opened) when an editor
// session ended without a clean exit and left recovery copies (document/recovery/recovery_store.h).
// Lists each copy: project, when it was written, what changed; a damaged copy shows which
// file is broken and can only be discarded. Recover, Discard (the picked copy) or Later
// (keeps them all for the next start).
#include <QDialog>
#include <vector>

#include "document/recovery/recovery_store.h"

class QLabel;
class QPushButton;
class QTreeWidget;

namespace sw::editor {

class RecoveryDialog : public QDialog {
  Q_OBJECT
 public:
  enum class Choice { Later, Recover, Discard };

  explicit RecoveryDialog(std::vector<RecoveryCopy> copies, QWidget* parent = nullptr);

  Choice choice() const { return choice_; }
  int chosenIndex() const;  // into the copies given; -1 with Later

  // One line saying what changed, for the list and tests.
  static QString summary(const RecoveryManifest& manifest);

 private:
  void showDetails();
  void choose(Choice choice);

  std::vector<RecoveryCopy> copies_;
  QTreeWidget* list_;
  QLabel* details_;
  QPushButton* recover_;
  QPushButton* discard_;
  Choice choice_ = Choice::Later;
};

}  // namespace sw::editor

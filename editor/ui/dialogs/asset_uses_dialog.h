#pragma once
// Asked before an asset that something uses is deleted: lists every user (usesOf in
// document/commands/asset_uses.h) and lets the user cancel or delete anyway. Deleting stays
// undoable either way; this is so nobody breaks a level without knowing.
//
// Object names for tests: the dialog "assetUsesDialog", its list "assetUsesList", the
// buttons "deleteAnywayButton" and "cancelDeleteButton".
#include <QDialog>
#include <QStringList>

class QListWidget;

namespace sw::editor {

class AssetUsesDialog : public QDialog {
  Q_OBJECT
 public:
  AssetUsesDialog(const QString& asset, const QStringList& uses, QWidget* parent = nullptr);
  QListWidget* list() const { return list_; }

 private:
  QListWidget* list_;
};

}  // namespace sw::editor

#include "ui/dialogs/asset_uses_dialog.h"
#include "ui/shell/standard_icons.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace sw::editor {

AssetUsesDialog::AssetUsesDialog(const QString& asset, const QStringList& uses, QWidget* parent)
    : QDialog(parent) {
  setObjectName(QStringLiteral("assetUsesDialog"));
  setWindowTitle(tr("Delete %1?").arg(asset));
  QString named = asset;  // "tile definition 'gate'" starts the sentence
  if (!named.isEmpty()) named[0] = named[0].toUpper();
  auto* layout = new QVBoxLayout(this);
  auto* text = new QLabel(tr("%1 is used in %n place(s). Deleting it leaves these references broken "
                             "(Check Project lists them; Undo brings it back).",
                             nullptr, int(uses.size()))
                              .arg(named),
                          this);
  text->setWordWrap(true);
  layout->addWidget(text);
  list_ = new QListWidget(this);
  list_->setObjectName(QStringLiteral("assetUsesList"));
  list_->addItems(uses);
  layout->addWidget(list_, 1);
  auto* buttons = new QDialogButtonBox(this);
  QPushButton* remove = buttons->addButton(tr("Delete Anyway"), QDialogButtonBox::DestructiveRole);
  remove->setObjectName(QStringLiteral("deleteAnywayButton"));
  remove->setIcon(standardIcon(QStyle::SP_TrashIcon));
  QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
  cancel->setObjectName(QStringLiteral("cancelDeleteButton"));
  cancel->setDefault(true);  // the safe answer on Return
  connect(remove, &QPushButton::clicked, this, &QDialog::accept);
  connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
  layout->addWidget(buttons);
  resize(520, 320);
}

}  // namespace sw::editor

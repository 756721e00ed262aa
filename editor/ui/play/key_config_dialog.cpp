#include "ui/play/key_config_dialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::play {

KeyConfigDialog::KeyConfigDialog(const KeyBindings& bindings, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("keyConfigDialog"));
  setWindowTitle(tr("Configure Play Keys"));
  auto* grid = new QGridLayout;
  grid->addWidget(new QLabel(tr("<b>Player 1</b>")), 0, 1);
  grid->addWidget(new QLabel(tr("<b>Player 2</b>")), 0, 2);
  for (int a = 0; a < kPlayerActionCount; ++a) {
    grid->addWidget(new QLabel(KeyBindings::actionName(a)), a + 1, 0);
    for (int p = 0; p < sw::kMaxPlayers; ++p) {
      auto* edit = new QKeySequenceEdit(this);
      edit->setObjectName(QStringLiteral("key_p%1_%2").arg(p + 1).arg(QLatin1String(KeyBindings::actionId(a))));
      const int key = bindings.keys[std::size_t(p)][std::size_t(a)];
      if (key) edit->setKeySequence(QKeySequence(key));
      // One key, not a chord: stop listening after the first.
      connect(edit, &QKeySequenceEdit::keySequenceChanged, edit, [edit](const QKeySequence& s) {
        if (s.count() > 1) edit->setKeySequence(QKeySequence(s[0]));
      });
      edits_[std::size_t(p)][std::size_t(a)] = edit;
      grid->addWidget(edit, a + 1, p + 1);
    }
  }
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                       QDialogButtonBox::RestoreDefaults, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
    const KeyBindings d = KeyBindings::defaults();
    for (int p = 0; p < sw::kMaxPlayers; ++p)
      for (int a = 0; a < kPlayerActionCount; ++a)
        edits_[std::size_t(p)][std::size_t(a)]->setKeySequence(QKeySequence(d.keys[std::size_t(p)][std::size_t(a)]));
  });
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(grid);
  layout->addWidget(buttons);
}

KeyBindings KeyConfigDialog::bindings() const {
  KeyBindings b;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a) {
      const QKeySequence s = edits_[std::size_t(p)][std::size_t(a)]->keySequence();
      b.keys[std::size_t(p)][std::size_t(a)] = s.isEmpty() ? 0 : s[0].key();
    }
  return b;
}

}  // namespace sw::play

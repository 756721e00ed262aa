#include "ui/play/key_config_dialog.h"

#include <SDL_gamecontroller.h>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include "gamepad/gamepads.h"

namespace sw::play {
namespace {

// Often enough that a press binds at once and a pad plugged in shows while one looks.
constexpr int kPadPollMs = 30;
// A pad's name is cut to this width (the whole name is the tooltip).
constexpr int kPadNameWidth = 190;

}  // namespace

QString KeyConfigDialog::padInputName(const sw::gamepad::PadInput& input) {
  using Kind = sw::gamepad::PadInput::Kind;
  if (input.kind == Kind::Button) switch (input.index) {
      case SDL_CONTROLLER_BUTTON_A: return tr("A");
      case SDL_CONTROLLER_BUTTON_B: return tr("B");
      case SDL_CONTROLLER_BUTTON_X: return tr("X");
      case SDL_CONTROLLER_BUTTON_Y: return tr("Y");
      case SDL_CONTROLLER_BUTTON_BACK: return tr("Back");
      case SDL_CONTROLLER_BUTTON_GUIDE: return tr("Guide");
      case SDL_CONTROLLER_BUTTON_START: return tr("Start");
      case SDL_CONTROLLER_BUTTON_LEFTSTICK: return tr("Left stick press");
      case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return tr("Right stick press");
      case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return tr("Left shoulder");
      case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return tr("Right shoulder");
      case SDL_CONTROLLER_BUTTON_DPAD_UP: return tr("D-pad up");
      case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return tr("D-pad down");
      case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return tr("D-pad left");
      case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return tr("D-pad right");
      case SDL_CONTROLLER_BUTTON_MISC1: return tr("Share");
      case SDL_CONTROLLER_BUTTON_PADDLE1:
      case SDL_CONTROLLER_BUTTON_PADDLE2:
      case SDL_CONTROLLER_BUTTON_PADDLE3:
      case SDL_CONTROLLER_BUTTON_PADDLE4:
        return tr("Paddle %1").arg(input.index - SDL_CONTROLLER_BUTTON_PADDLE1 + 1);
      case SDL_CONTROLLER_BUTTON_TOUCHPAD: return tr("Touchpad");
      default: break;
    }
  if (input.kind == Kind::Axis) switch (input.index) {
      case SDL_CONTROLLER_AXIS_LEFTX: return input.direction < 0 ? tr("Left stick left") : tr("Left stick right");
      case SDL_CONTROLLER_AXIS_LEFTY: return input.direction < 0 ? tr("Left stick up") : tr("Left stick down");
      case SDL_CONTROLLER_AXIS_RIGHTX: return input.direction < 0 ? tr("Right stick left") : tr("Right stick right");
      case SDL_CONTROLLER_AXIS_RIGHTY: return input.direction < 0 ? tr("Right stick up") : tr("Right stick down");
      case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return tr("Left trigger");
      case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return tr("Right trigger");
      default: break;
    }
  return QString::fromStdString(input.toString());
}

QString KeyConfigDialog::padInputsText(const sw::gamepad::PadBindings::Inputs& inputs) {
  QStringList names;
  for (const sw::gamepad::PadInput& input : inputs)
    if (!input.isNone()) names << padInputName(input);
  return names.isEmpty() ? tr("(none)") : names.join(QStringLiteral(", "));
}

KeyConfigDialog::KeyConfigDialog(const KeyBindings& bindings, const sw::gamepad::PadBindings& padBindings,
                                 sw::gamepad::Gamepads* pads, bool rumble, QWidget* parent)
    : QDialog(parent), padBindings_(padBindings), pads_(pads && pads->available() ? pads : nullptr) {
  setObjectName(QStringLiteral("keyConfigDialog"));
  setWindowTitle(tr("Configure Play Keys and Gamepads"));
  auto* grid = new QGridLayout;
  for (int p = 0; p < sw::kMaxPlayers; ++p) {
    const int column = 1 + 2 * p;
    auto* header = new QLabel(tr("<b>Player %1</b>").arg(p + 1));
    header->setAlignment(Qt::AlignHCenter);
    grid->addWidget(header, 0, column, 1, 2);
    grid->addWidget(new QLabel(tr("Keyboard")), 1, column);
    auto* padName = new QLabel;
    padName->setObjectName(QStringLiteral("padName_p%1").arg(p + 1));
    padNames_[std::size_t(p)] = padName;
    grid->addWidget(padName, 1, column + 1);
  }
  for (int a = 0; a < kPlayerActionCount; ++a) {
    const int row = a + 2;
    grid->addWidget(new QLabel(KeyBindings::actionName(a)), row, 0);
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
      grid->addWidget(edit, row, 1 + 2 * p);

      auto* cell = new QPushButton(this);
      cell->setObjectName(QStringLiteral("pad_p%1_%2").arg(p + 1).arg(QLatin1String(KeyBindings::actionId(a))));
      cell->setCheckable(true);
      cell->setAutoDefault(false);
      cell->setMinimumWidth(kPadNameWidth);
      cell->setToolTip(tr("Click, then press a pad button or push a stick to bind it; right-click for more"));
      cell->setContextMenuPolicy(Qt::CustomContextMenu);
      connect(cell, &QPushButton::clicked, this, [this, p, a](bool on) {
        if (on)
          startCapture(p, a, false);
        else
          stopCapture();
      });
      connect(cell, &QPushButton::customContextMenuRequested, this,
              [this, p, a](const QPoint& at) { padCellMenu(p, a, at); });
      padCells_[std::size_t(p)][std::size_t(a)] = cell;
      grid->addWidget(cell, row, 2 + 2 * p);
      showPadCell(p, a);
    }
  }

  swapPads_ = new QPushButton(tr("Swap Pads"), this);
  swapPads_->setObjectName(QStringLiteral("swapPadsButton"));
  swapPads_->setAutoDefault(false);
  swapPads_->setToolTip(tr("Player 1's pad plays player 2 and the other way round (one keyboard player and one pad "
                           "player: give the pad player 2)"));
  connect(swapPads_, &QPushButton::clicked, this, [this] {
    if (!pads_) return;
    pads_->swapPlayers();
    showPads();
  });
  rumble_ = new QCheckBox(tr("Rumble on hits and deaths"), this);
  rumble_->setObjectName(QStringLiteral("rumbleCheck"));
  rumble_->setChecked(rumble);
  rumble_->setToolTip(tr("Pads that can rumble shake when their player is hurt or killed"));
  // Without SDL's pads nothing could be pressed to bind: the pad column says why instead of
  // waiting for a press that never comes (the bindings it shows are kept as they are).
  if (!pads_) {
    const QString why = tr("Gamepads are unavailable (%1); the keyboard plays")
                            .arg(pads ? QString::fromStdString(pads->problem()) : tr("no gamepad support"));
    for (auto& player : padCells_)
      for (auto* cell : player)
        if (cell) {
          cell->setEnabled(false);
          cell->setToolTip(why);
        }
    swapPads_->setEnabled(false);
    swapPads_->setToolTip(why);
  }
  auto* padRow = new QHBoxLayout;
  padRow->addWidget(swapPads_);
  padRow->addWidget(rumble_);
  padRow->addStretch(1);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                       QDialogButtonBox::RestoreDefaults, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
    stopCapture();
    const KeyBindings d = KeyBindings::defaults();
    for (int p = 0; p < sw::kMaxPlayers; ++p)
      for (int a = 0; a < kPlayerActionCount; ++a)
        edits_[std::size_t(p)][std::size_t(a)]->setKeySequence(QKeySequence(d.keys[std::size_t(p)][std::size_t(a)]));
    padBindings_ = sw::gamepad::PadBindings::defaults();
    for (int p = 0; p < sw::kMaxPlayers; ++p)
      for (int a = 0; a < kPlayerActionCount; ++a) showPadCell(p, a);
    rumble_->setChecked(true);
  });
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(grid);
  layout->addLayout(padRow);
  layout->addWidget(buttons);

  showPads();
  if (pads_) {
    padTimer_.setInterval(kPadPollMs);
    connect(&padTimer_, &QTimer::timeout, this, &KeyConfigDialog::pollPads);
    padTimer_.start();
  }
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

bool KeyConfigDialog::rumble() const { return rumble_->isChecked(); }

void KeyConfigDialog::showPads() {
  for (int p = 0; p < sw::kMaxPlayers; ++p) {
    QLabel* label = padNames_[std::size_t(p)];
    QString text, tip;
    if (!pads_) {
      text = tr("Gamepads unavailable");
      tip = tr("SDL could not read gamepads: only the keyboard plays");
    } else if (pads_->connected(p)) {
      const QString name = QString::fromStdString(pads_->name(p));
      text = tr("Pad: %1").arg(name);
      tip = pads_->canRumble(p) ? tr("%1 (can rumble)").arg(name) : tr("%1 (cannot rumble)").arg(name);
    } else {
      text = tr("Pad: none connected");
      tip = tr("Plug in a gamepad: pads take the players' places in the order they connect");
    }
    label->setText(label->fontMetrics().elidedText(text, Qt::ElideRight, kPadNameWidth));
    label->setToolTip(tip);
  }
  swapPads_->setEnabled(pads_ != nullptr);
  if (pads_) shownGeneration_ = pads_->generation();
}

void KeyConfigDialog::showPadCell(int player, int action) {
  QPushButton* cell = padCells_[std::size_t(player)][std::size_t(action)];
  const bool capturing = capture_.player == player && capture_.action == action;
  cell->setChecked(capturing);
  cell->setText(capturing ? tr("Press a pad button\u2026")
                          : padInputsText(padBindings_.inputs[std::size_t(player)][std::size_t(action)]));
}

void KeyConfigDialog::startCapture(int player, int action, bool adding) {
  stopCapture();
  if (!pads_) {
    showPadCell(player, action);
    return;
  }
  pads_->poll();
  while (pads_->takePress()) {
  }  // what was pressed before the click binds nothing
  capture_ = {player, action, adding};
  showPadCell(player, action);
}

void KeyConfigDialog::stopCapture() {
  const Cell was = capture_;
  capture_ = {};
  if (was.player >= 0) showPadCell(was.player, was.action);
}

void KeyConfigDialog::pollPads() {
  pads_->poll();
  if (pads_->generation() != shownGeneration_) showPads();
  if (capture_.player < 0) {
    while (pads_->takePress()) {
    }
    return;
  }
  const std::optional<sw::gamepad::Gamepads::Press> press = pads_->takePress();
  if (!press) return;
  auto& inputs = padBindings_.inputs[std::size_t(capture_.player)][std::size_t(capture_.action)];
  if (!capture_.adding) {
    inputs = {press->input, sw::gamepad::PadInput{}};
  } else if (inputs[0] != press->input) {
    inputs[inputs[0].isNone() ? 0 : 1] = press->input;
  }
  stopCapture();
}

void KeyConfigDialog::padCellMenu(int player, int action, const QPoint& at) {
  QPushButton* cell = padCells_[std::size_t(player)][std::size_t(action)];
  QMenu menu(this);
  QAction* add = menu.addAction(tr("Add Another Pad Input"));
  add->setEnabled(pads_ != nullptr);
  QAction* clear = menu.addAction(tr("Clear"));
  QAction* chosen = menu.exec(cell->mapToGlobal(at));
  if (chosen == add) {
    startCapture(player, action, true);
  } else if (chosen == clear) {
    stopCapture();
    padBindings_.inputs[std::size_t(player)][std::size_t(action)] = {};
    showPadCell(player, action);
  }
}

}  // namespace sw::play

#include "menu_screen.h"

#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QPainter>
#include <algorithm>

#include "model/project/project.h"

namespace sw::play {

namespace {

QColor colourOf(const sw::Color& c) { return QColor(c.r, c.g, c.b, c.a); }

constexpr int kNameLength = 12;

}  // namespace

ScreenLook ScreenLook::of(const sw::Project& project) {
  ScreenLook look;
  const sw::GameRulesAsset& rules = project.rules;
  look.title = QString::fromStdString(rules.titleText.empty() ? project.name : rules.titleText);
  look.fontFamily = QString::fromStdString(rules.screenFont);
  look.background = colourOf(rules.screenBackground);
  look.text = colourOf(rules.screenText);
  look.highlight = colourOf(rules.screenHighlight);
  if (!rules.titleImage.empty()) {
    const QString file = QString::fromStdString(project.absolutePath(rules.titleImage));
    const QString gameJson = QDir(QString::fromStdString(project.directory)).filePath(QStringLiteral("game.json"));
    if (!QFileInfo::exists(file))
      look.imageProblem = QStringLiteral("%1: /titleImage: title image '%2' does not exist; the title screen draws without it")
                              .arg(QDir::toNativeSeparators(gameJson), QString::fromStdString(rules.titleImage));
    else if (!look.image.load(file))
      look.imageProblem = QStringLiteral("%1: /titleImage: title image '%2' could not be read; the title screen draws without it")
                              .arg(QDir::toNativeSeparators(gameJson), QString::fromStdString(rules.titleImage));
  }
  return look;
}

MenuScreen::MenuScreen(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("menuScreen"));
  setFocusPolicy(Qt::StrongFocus);
  setAttribute(Qt::WA_OpaquePaintEvent);
}

void MenuScreen::setLook(const ScreenLook& look) {
  look_ = look;
  update();
}

void MenuScreen::showPage(const QString& heading, const QStringList& lines, std::vector<Item> items, int current,
                          bool big) {
  heading_ = heading;
  lines_ = lines;
  items_ = std::move(items);
  big_ = big;
  table_.clear();
  tableHighlight_ = -1;
  entering_ = false;
  capturing_ = false;
  current_ = -1;
  if (current < 0 || !select(current))
    for (std::size_t i = 0; i < items_.size(); ++i)
      if (items_[i].enabled) {
        current_ = int(i);
        break;
      }
  update();
}

void MenuScreen::setTable(const QList<QStringList>& rows, int highlighted) {
  table_ = rows;
  tableHighlight_ = highlighted;
  update();
}

void MenuScreen::setMessage(const QString& message) {
  message_ = message;
  update();
}

void MenuScreen::setValue(int id, const QString& value) {
  for (Item& item : items_)
    if (item.id == id) item.value = value;
  update();
}

void MenuScreen::setTextEntry(bool on, int itemId, const QString& text) {
  entering_ = on;
  entryItem_ = itemId;
  entry_ = text;
  update();
}

int MenuScreen::currentId() const { return current_ >= 0 ? items_[std::size_t(current_)].id : -1; }

bool MenuScreen::select(int id) {
  for (std::size_t i = 0; i < items_.size(); ++i)
    if (items_[i].id == id && items_[i].enabled) {
      current_ = int(i);
      update();
      return true;
    }
  return false;
}

void MenuScreen::move(int step) {
  if (items_.empty()) return;
  const int n = int(items_.size());
  for (int k = 1; k <= n; ++k) {
    const int i = ((current_ < 0 ? 0 : current_) + step * k + n * k) % n;
    if (items_[std::size_t(i)].enabled) {
      current_ = i;
      break;
    }
  }
  update();
}

void MenuScreen::navigate(MenuKey key) {
  switch (key) {
    case MenuKey::Up: move(-1); break;
    case MenuKey::Down: move(1); break;
    case MenuKey::Left:
    case MenuKey::Right:
      if (current_ >= 0) emit adjusted(currentId(), key == MenuKey::Left ? -1 : 1);
      break;
    case MenuKey::Accept:
      if (current_ >= 0) emit chosen(currentId());
      break;
    case MenuKey::Back: emit back(); break;
    case MenuKey::Pause: emit pausePressed(); break;
  }
}

void MenuScreen::keyPressEvent(QKeyEvent* event) {
  const int key = event->key();
  if (capturing_) {
    capturing_ = false;
    emit keyCaptured(key == Qt::Key_Escape ? 0 : key);
    update();
    return;
  }
  if (entering_) {
    if (key == Qt::Key_Backspace) {
      entry_.chop(1);
      emit entryChanged(entry_);
      update();
      return;
    }
    const QString text = event->text();
    if (!text.isEmpty() && text.at(0).isPrint() && key != Qt::Key_Return && key != Qt::Key_Enter) {
      if (entry_.size() < kNameLength) entry_ += text.at(0);
      emit entryChanged(entry_);
      update();
      return;
    }
  }
  if (const std::optional<MenuKey> menuKey = menuKeyOfKey(key)) {
    navigate(*menuKey);
    return;
  }
  QWidget::keyPressEvent(event);
}

QFont MenuScreen::fontOf(int pixelSize, bool bold) const {
  QFont font = this->font();
  if (!look_.fontFamily.isEmpty()) font.setFamily(look_.fontFamily);
  font.setPixelSize(std::max(8, pixelSize));
  font.setBold(bold);
  return font;
}

void MenuScreen::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  const QRect area = rect();
  p.fillRect(area, look_.background);
  // The backdrop (the paused frame) or, on the title screen, the title image: scaled to cover,
  // then dimmed with the background colour so the text stays readable.
  const QImage& under = !backdrop_.isNull() ? backdrop_ : big_ ? look_.image : QImage();
  if (!under.isNull()) {
    const QSize size = under.size().scaled(area.size(), Qt::KeepAspectRatioByExpanding);
    const QRect target(area.center().x() - size.width() / 2, area.center().y() - size.height() / 2, size.width(),
                       size.height());
    p.drawImage(target, under);
    QColor veil = look_.background;
    veil.setAlpha(backdrop_.isNull() ? 130 : 175);
    p.fillRect(area, veil);
  }
  const bool overPicture = !under.isNull();
  const int h = area.height();
  const int w = area.width();
  int y = big_ ? h * 22 / 100 : h * 12 / 100;

  // Heading
  p.setFont(fontOf(big_ ? h / 9 : h / 15, true));
  const int headingHeight = p.fontMetrics().height();
  if (big_) {  // a soft shadow lifts the title off its image
    p.setPen(QColor(0, 0, 0, 150));
    p.drawText(QRect(0, y + 4, w, headingHeight).translated(3, 0), Qt::AlignCenter, heading_);
  }
  p.setPen(big_ ? look_.highlight : look_.text);
  p.drawText(QRect(0, y, w, headingHeight), Qt::AlignCenter, heading_);
  y += headingHeight + h / 40;

  // Lines
  p.setFont(fontOf(h / 30, false));
  p.setPen(look_.text);
  for (const QString& line : lines_) {
    const int lh = p.fontMetrics().height();
    p.drawText(QRect(0, y, w, lh), Qt::AlignCenter, line);
    y += lh;
  }
  if (!lines_.isEmpty()) y += h / 40;

  // Table: columns spread over the middle of the screen, the first (rank) right-aligned.
  if (!table_.isEmpty()) {
    p.setFont(fontOf(h / 36, false));
    const int lh = p.fontMetrics().height() * 12 / 10;
    const int columns = int(std::max_element(table_.begin(), table_.end(), [](const QStringList& a, const QStringList& b) {
                              return a.size() < b.size();
                            })->size());
    const int left = w * 18 / 100, right = w * 82 / 100;
    // Widths: rank narrow, then name, score, level, date.
    static const int weights[] = {1, 4, 3, 4, 3};
    int total = 0;
    for (int c = 0; c < columns; ++c) total += weights[std::min(c, 4)];
    for (int r = 0; r < table_.size(); ++r) {
      p.setPen(r == tableHighlight_ ? look_.highlight : look_.text);
      int x = left;
      for (int c = 0; c < table_[r].size(); ++c) {
        const int cw = (right - left) * weights[std::min(c, 4)] / std::max(1, total);
        const Qt::Alignment align = (c == 0 || c == 2) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter;
        p.drawText(QRect(x + h / 80, y, cw - h / 40, lh), align, table_[r][c]);
        x += cw;
      }
      y += lh;
    }
    y += h / 30;
  }

  // Items: centred, or in two columns when they carry values (options, controls).
  p.setFont(fontOf(h / 24, false));
  const int ih = p.fontMetrics().height() * 13 / 10;
  const bool twoColumns = std::any_of(items_.begin(), items_.end(), [](const Item& i) { return !i.value.isEmpty(); });
  if (big_) y = std::max(y, h * 50 / 100);
  if (overPicture && !items_.empty()) {  // a calm panel under the items keeps them readable on any picture
    QColor panel = look_.background;
    panel.setAlpha(170);
    p.setPen(Qt::NoPen);
    p.setBrush(panel);
    p.drawRoundedRect(QRect(w * 22 / 100, y - ih / 3, w * 56 / 100, ih * int(items_.size()) + ih * 2 / 3), ih / 3, ih / 3);
  }
  for (std::size_t i = 0; i < items_.size(); ++i) {
    const Item& item = items_[i];
    const bool current = int(i) == current_;
    QColor colour = current ? look_.highlight : look_.text;
    if (!item.enabled) colour.setAlpha(90);
    if (current) {  // a band behind the chosen item
      QColor band = look_.highlight;
      band.setAlpha(40);
      p.fillRect(QRect(w * 25 / 100, y, w * 50 / 100, ih), band);
    }
    p.setPen(colour);
    p.setFont(fontOf(h / 24, current));
    QString value = item.value;
    if (entering_ && item.id == entryItem_) value = entry_ + (current ? QStringLiteral("_") : QString());
    if (current && capturing_) value = QStringLiteral("\u2026");
    if (twoColumns) {
      p.drawText(QRect(0, y, w / 2 - h / 30, ih), Qt::AlignRight | Qt::AlignVCenter, item.label);
      p.drawText(QRect(w / 2 + h / 30, y, w / 2 - h / 30, ih), Qt::AlignLeft | Qt::AlignVCenter, value);
    } else {
      const QString text = value.isEmpty() ? item.label : item.label + QStringLiteral("  ") + value;
      p.drawText(QRect(0, y, w, ih), Qt::AlignCenter, current ? QStringLiteral("\u25B8  %1  \u25C2").arg(text) : text);
    }
    y += ih;
  }

  // Message (a problem with the saved progress or the title image): bottom, small.
  if (!message_.isEmpty()) {
    p.setFont(fontOf(h / 48, false));
    QColor colour = look_.text;
    colour.setAlpha(200);
    p.setPen(colour);
    p.drawText(QRect(w / 20, h - h / 8, w * 9 / 10, h / 10), Qt::AlignCenter | Qt::TextWordWrap, message_);
  }
}

}  // namespace sw::play

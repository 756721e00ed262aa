#pragma once
// One of the player's screens (title, pause, options, controls, high scores, game over, the
// end), painted with the game's look (game.json: title text and image, font, colours;
// ScreenLook): a heading, lines under it, a table (the high scores), a list of items one of
// which is chosen, and a message line at the bottom (a saved-progress problem). A widget of
// its own rather than an overlay: the level view is a native window nothing can be drawn
// over, so the pause screen shows the paused frame as its backdrop instead.
//
// Keys (arrows, Enter, Esc) and pad presses (PlayerScreens passes them on) both arrive as
// MenuKey through navigate(): Up / Down move, Accept chooses, Left / Right adjust a value,
// Back and Pause say so. While a name is typed the keys type it; while a key is captured
// (rebinding) the next key is the answer.
#include <QColor>
#include <QImage>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "menu_input.h"

namespace sw {
class Project;
}

namespace sw::play {

struct ScreenLook {
  QString title;       // game.json's title text, or the project's name
  QImage image;        // the title image (null: none, or it could not be read)
  QString imageProblem;  // why there is none although game.json names one (file and key)
  QString fontFamily;  // empty: the system's
  QColor background{14, 18, 34}, text{226, 232, 244}, highlight{255, 196, 72};

  static ScreenLook of(const sw::Project& project);
};

class MenuScreen : public QWidget {
  Q_OBJECT
 public:
  struct Item {
    int id = 0;
    QString label;
    QString value;  // shown in a second column (options); empty: none
    bool enabled = true;
  };

  explicit MenuScreen(QWidget* parent = nullptr);  // objectName "menuScreen"

  void setLook(const ScreenLook& look);
  const ScreenLook& look() const { return look_; }
  // A new page: its heading, lines, items (the first enabled one chosen, or `current`'s id)
  // and no table; `big`: the title screen's heading, drawn large over the title image.
  void showPage(const QString& heading, const QStringList& lines, std::vector<Item> items, int current = -1,
                bool big = false);
  // Rows under the heading (the high scores), `highlighted` drawn in the highlight colour.
  void setTable(const QList<QStringList>& rows, int highlighted = -1);
  void setMessage(const QString& message);
  // Drawn behind the page, dimmed (the paused frame); null: none.
  void setBackdrop(const QImage& image) { backdrop_ = image; update(); }
  // An item's value changed in place (an option adjusted), without a new page.
  void setValue(int id, const QString& value);
  // Typing into item `itemId`'s value: printable keys add to the text, Backspace removes,
  // Enter accepts (arrows still move).
  void setTextEntry(bool on, int itemId = -1, const QString& text = {});
  const QString& enteredText() const { return entry_; }
  // Rebinding: the next key pressed (any but Esc) is captured; Esc cancels (captured 0).
  void setCapturing(bool on) { capturing_ = on; update(); }
  bool capturing() const { return capturing_; }

  const QString& heading() const { return heading_; }
  const QStringList& lines() const { return lines_; }
  const std::vector<Item>& items() const { return items_; }
  const QString& message() const { return message_; }
  int currentId() const;
  bool select(int id);  // false when no enabled item has it

  // Moves, chooses, adjusts or says back / pause: the one way keys and pads act.
  void navigate(MenuKey key);

 signals:
  void chosen(int id);
  void adjusted(int id, int delta);
  void back();
  void pausePressed();
  void keyCaptured(int key);  // 0: cancelled
  void entryChanged(const QString& text);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void move(int step);
  QFont fontOf(int pixelSize, bool bold) const;

  ScreenLook look_;
  QString heading_;
  QStringList lines_;
  std::vector<Item> items_;
  int current_ = -1;  // index into items_
  bool big_ = false;
  QList<QStringList> table_;
  int tableHighlight_ = -1;
  QString message_;
  QImage backdrop_;
  bool entering_ = false;
  int entryItem_ = -1;
  QString entry_;
  bool capturing_ = false;
};

}  // namespace sw::play

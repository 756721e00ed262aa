#pragma once
// What the central area shows while no project is open (first start, or after File > Close
// Project): the ways in (New, Open, Open Demo), the recent projects (a click opens one), a
// link to the manual, and whether the last project reopens on start. It only asks: the
// main window's project actions do the work.
#include <QWidget>

class QCheckBox;
class QListWidget;
class QPushButton;

namespace sw::editor {

class StartPage : public QWidget {
  Q_OBJECT
 public:
  explicit StartPage(QWidget* parent = nullptr);

  QListWidget* recentList() const { return recent_; }
  QPushButton* demoButton() const { return demo_; }
  QPushButton* platformerDemoButton() const { return platformerDemo_; }

  // Re-reads the recent projects (entries whose project is gone are dropped) and whether
  // the demo can be found.
  void refresh();

 signals:
  void newProjectRequested();
  void openProjectRequested();
  void openDemoRequested();            // the shooter demo
  void openPlatformerDemoRequested();
  void recentProjectRequested(const QString& projectFile);
  void manualRequested();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  QPushButton* demo_;
  QPushButton* platformerDemo_;
  QListWidget* recent_;
  QCheckBox* reopenLast_;
};

}  // namespace sw::editor

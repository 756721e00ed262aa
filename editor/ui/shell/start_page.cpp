#include "ui/shell/start_page.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include "ui/shell/demo_project.h"
#include "ui/shell/recent_projects.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

StartPage::StartPage(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("startPage"));
  setAutoFillBackground(true);

  // A centred column of readable width, whatever the window's size.
  auto* outer = new QHBoxLayout(this);
  auto* column = new QWidget(this);
  column->setMaximumWidth(560);
  outer->addStretch(1);
  outer->addWidget(column, 3);
  outer->addStretch(1);
  auto* layout = new QVBoxLayout(column);
  layout->setSpacing(10);
  layout->addStretch(1);

  auto* title = new QLabel(tr("<h1>Scrollwork</h1>"), column);
  title->setObjectName(QStringLiteral("startTitle"));
  layout->addWidget(title);
  auto* intro = new QLabel(tr("Start a project, open one, or look around the demo."), column);
  intro->setWordWrap(true);
  layout->addWidget(intro);

  auto button = [&](const QString& text, const char* name, QStyle::StandardPixmap icon, const QString& tip) {
    auto* b = new QPushButton(standardIcon(icon), text, column);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(tip);
    b->setMinimumHeight(32);
    b->setStyleSheet(QStringLiteral("text-align: left; padding-left: 10px;"));
    layout->addWidget(b);
    return b;
  };
  auto* newButton =
      button(tr("New Project..."), "startNewButton", QStyle::SP_FileIcon,
             tr("Choose a name, a folder and a template (empty or a shooter starter that plays at once)"));
  auto* openButton = button(tr("Open Project..."), "startOpenButton", QStyle::SP_DialogOpenButton,
                            tr("Open a project folder or its project.json"));
  demo_ = button(tr("Open Demo: Shooter"), "startDemoButton", QStyle::SP_DirHomeIcon,
                 tr("Open the shooter demo that comes with Scrollwork"));
  platformerDemo_ = button(tr("Open Demo: Platformer"), "startPlatformerDemoButton", QStyle::SP_DirHomeIcon,
                           tr("Open the platformer demo that comes with Scrollwork"));
  // The two demos side by side: a row more would make the page (and so the main window's
  // central area, which holds it) taller than a 768-pixel screen leaves for it.
  auto* demos = new QHBoxLayout;
  demos->setSpacing(10);
  layout->removeWidget(demo_);
  layout->removeWidget(platformerDemo_);
  demos->addWidget(demo_);
  demos->addWidget(platformerDemo_);
  layout->addLayout(demos);
  connect(newButton, &QPushButton::clicked, this, &StartPage::newProjectRequested);
  connect(openButton, &QPushButton::clicked, this, &StartPage::openProjectRequested);
  connect(demo_, &QPushButton::clicked, this, &StartPage::openDemoRequested);
  connect(platformerDemo_, &QPushButton::clicked, this, &StartPage::openPlatformerDemoRequested);

  layout->addSpacing(8);
  layout->addWidget(new QLabel(tr("<b>Recent projects</b>"), column));
  recent_ = new QListWidget(column);
  recent_->setObjectName(QStringLiteral("startRecentList"));
  recent_->setToolTip(tr("Click a project to open it"));
  recent_->setMinimumHeight(90);
  recent_->setMaximumHeight(220);
  connect(recent_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    const QString file = item->data(Qt::UserRole).toString();
    if (!file.isEmpty()) emit recentProjectRequested(file);
  });
  layout->addWidget(recent_);

  reopenLast_ = new QCheckBox(tr("Reopen the last project on start"), column);
  reopenLast_->setObjectName(QStringLiteral("startReopenLast"));
  connect(reopenLast_, &QCheckBox::toggled, this, [](bool on) { RecentProjects::setReopenLast(on); });
  layout->addWidget(reopenLast_);

  auto* manual = new QLabel(
      QStringLiteral("<a href=\"manual\">%1</a>").arg(tr("Read the manual: how to build a level")), column);
  manual->setObjectName(QStringLiteral("startManualLink"));
  manual->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
  connect(manual, &QLabel::linkActivated, this, &StartPage::manualRequested);
  layout->addWidget(manual);
  layout->addStretch(2);
  refresh();
}

void StartPage::refresh() {
  recent_->clear();
  for (const QString& file : RecentProjects::list()) {
    const QFileInfo info(file);
    auto* item =
        new QListWidgetItem(QStringLiteral("%1  \u2014  %2")
                                .arg(info.dir().dirName(), QDir::toNativeSeparators(info.absolutePath())),
                            recent_);
    item->setData(Qt::UserRole, file);
    item->setToolTip(QDir::toNativeSeparators(file));
    item->setIcon(standardIcon(QStyle::SP_DirIcon));
  }
  if (recent_->count() == 0) {
    auto* none = new QListWidgetItem(tr("No recent projects yet"), recent_);
    none->setFlags(Qt::NoItemFlags);
  }
  for (auto [button, name] : {std::pair{demo_, QStringLiteral("demo")}, {platformerDemo_, QStringLiteral("platformer")}}) {
    const QString demo = findDemoProject(name);
    button->setEnabled(!demo.isEmpty());
    button->setToolTip(demo.isEmpty() ? tr("The demo project was not found next to the program")
                                      : QDir::toNativeSeparators(demo));
  }
  const QSignalBlocker quiet(reopenLast_);
  reopenLast_->setChecked(RecentProjects::reopenLast());
}

void StartPage::showEvent(QShowEvent* event) {
  refresh();  // a project may have been opened, moved or deleted since
  QWidget::showEvent(event);
}

}  // namespace sw::editor

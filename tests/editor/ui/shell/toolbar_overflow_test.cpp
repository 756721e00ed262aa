// The toolbar's overflow row as a user sees it at 1366x768 (issue #45 B4): the Play toolbar
// does not fit, its ">>" button unfolds the hidden row over the central area, and that row
// must be drawn above the 3D viewport (a native window that covers plain widgets), so the
// screen itself is read where the row's buttons are. On a display of its own (OWN_DISPLAY):
// another test's window must not be what the screen shows there.
#include <QAbstractButton>
#include <QScreen>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "support/demo_copy.h"
#include "support/scratch_settings.h"
#include "ui/shell/main_window.h"

using namespace sw::editor;

namespace {
// Mean lightness of an image, 0 (black) to 255.
int lightness(const QImage& image) {
  qint64 sum = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x) {
      const QRgb c = image.pixel(x, y);
      sum += (qRed(c) + qGreen(c) + qBlue(c)) / 3;
    }
  return image.isNull() ? 0 : int(sum / (qint64(image.width()) * image.height()));
}
}  // namespace

class ToolbarOverflowTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("toolbarOverflow")); }

  void theOverflowRowIsDrawnAboveTheViewport() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));

    QToolBar* folded = nullptr;
    QAbstractButton* more = nullptr;
    for (QToolBar* bar : window.findChildren<QToolBar*>())
      for (auto* button : bar->findChildren<QAbstractButton*>(QStringLiteral("qt_toolbar_ext_button")))
        if (button->isVisible()) folded = bar, more = button;
    QVERIFY2(more, "at 1366x768 a toolbar should not fit and offer its overflow button");
    const int foldedHeight = folded->height();
    QTest::mouseClick(more, Qt::LeftButton);
    QTRY_VERIFY(folded->height() > foldedHeight);
    // The unfolded row's buttons: shown once the toolbar has laid it out.
    auto unfolded = [&] {
      QList<QWidget*> row;  // tool buttons, the rank slider ...
      for (QWidget* item : folded->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (item->isVisible() && item->y() >= foldedHeight / 2 + item->height() / 2) row << item;
      return row;
    };
    QTRY_VERIFY(!unfolded().isEmpty());

    // Every button of the unfolded row that lies over the viewport shows on screen as the
    // toolbar draws it (light), not as the viewport's dark 3D view.
    const QRect viewport(window.viewport()->viewWidget()->mapToGlobal(QPoint(0, 0)),
                         window.viewport()->viewWidget()->size());
    int checked = 0;
    for (QWidget* button : unfolded()) {
      if (!viewport.contains(button->mapToGlobal(button->rect().center()))) continue;
      const int own = lightness(button->grab().toImage());
      const QPoint at = button->mapToGlobal(QPoint(0, 0));
      QTRY_VERIFY2(std::abs(lightness(window.screen()
                                          ->grabWindow(0, at.x(), at.y(), button->width(), button->height())
                                          .toImage()) -
                            own) < 40,
                   qPrintable(QStringLiteral("%1 '%2' is hidden under the viewport")
                                    .arg(QLatin1String(button->metaObject()->className()),
                                         button->property("text").toString())));
      ++checked;
    }
    QVERIFY2(checked > 0, "no button of the unfolded row lies over the viewport");
  }
};

QTEST_MAIN(ToolbarOverflowTest)
#include "toolbar_overflow_test.moc"

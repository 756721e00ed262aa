// standardIcon (ui/shell/standard_icons.h): the style's icon, made once and handed out again
// (the project dock asks for one per row), and made anew when the style changes.
#include "ui/shell/standard_icons.h"

#include <QApplication>
#include <QStyleFactory>
#include <QtTest>

using namespace sw::editor;

class StandardIconsTest : public QObject {
  Q_OBJECT
 private slots:
  void keptPerIconAndStyle() {
    const QIcon folder = standardIcon(QStyle::SP_DirIcon);
    QVERIFY(!folder.isNull());
    QCOMPARE(standardIcon(QStyle::SP_DirIcon).cacheKey(), folder.cacheKey());
    // The same picture as the style's own.
    const QImage own = QApplication::style()->standardIcon(QStyle::SP_DirIcon).pixmap(16, 16).toImage();
    QCOMPARE(folder.pixmap(16, 16).toImage(), own);
    const QIcon file = standardIcon(QStyle::SP_FileIcon);
    QVERIFY(file.cacheKey() != folder.cacheKey());

    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Windows")));
    const QIcon after = standardIcon(QStyle::SP_DirIcon);
    QVERIFY(after.cacheKey() != folder.cacheKey());
    QCOMPARE(standardIcon(QStyle::SP_DirIcon).cacheKey(), after.cacheKey());
  }
};

QTEST_MAIN(StandardIconsTest)
#include "standard_icons_test.moc"

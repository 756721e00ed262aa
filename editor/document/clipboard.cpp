#include "document/clipboard.h"

#include <QMimeData>

namespace sw::editor {

QMimeData* mimeDataForBundle(const std::string& bundleText) {
  auto* mime = new QMimeData;
  QByteArray bytes = QByteArray::fromStdString(bundleText);
  mime->setData(QString::fromLatin1(kObjectsMimeType), bytes);
  mime->setText(QString::fromUtf8(bytes));
  return mime;
}

std::optional<std::string> bundleTextFrom(const QMimeData* mime) {
  if (!mime) return std::nullopt;
  if (mime->hasFormat(QString::fromLatin1(kObjectsMimeType)))
    return mime->data(QString::fromLatin1(kObjectsMimeType)).toStdString();
  if (mime->hasText()) return mime->text().toStdString();
  return std::nullopt;
}

}  // namespace sw::editor

#include "StatusIcons.h"

#include <QApplication>
#include <QStyle>
#include <QTextDocument>

using namespace suanpan;

namespace {

constexpr CheckStatus kAll[] = {CheckStatus::NotChecked, CheckStatus::Pass, CheckStatus::Fail,
                                CheckStatus::NotApplicable, CheckStatus::Waived};
constexpr int kImageSize = 16;

} // namespace

QIcon statusIcon(CheckStatus status)
{
    QStyle *style = QApplication::style();
    switch (status) {
    case CheckStatus::Pass:
        return style->standardIcon(QStyle::SP_DialogApplyButton);
    case CheckStatus::Fail:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case CheckStatus::Waived:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    case CheckStatus::NotApplicable:
        return style->standardIcon(QStyle::SP_DialogNoButton);
    case CheckStatus::NotChecked:
        return style->standardIcon(QStyle::SP_MessageBoxQuestion);
    }
    return {};
}

QUrl statusImageUrl(CheckStatus status)
{
    const std::string_view code = toCode(status);
    return QUrl(QStringLiteral("status:") +
                QString::fromLatin1(code.data(), qsizetype(code.size())));
}

void addStatusImages(QTextDocument *document)
{
    for (CheckStatus s : kAll)
        document->addResource(QTextDocument::ImageResource, statusImageUrl(s),
                              statusIcon(s).pixmap(kImageSize, kImageSize).toImage());
}

void copyStatusImages(const QTextDocument *from, QTextDocument *to)
{
    for (CheckStatus s : kAll)
        to->addResource(QTextDocument::ImageResource, statusImageUrl(s),
                        from->resource(QTextDocument::ImageResource, statusImageUrl(s)));
}

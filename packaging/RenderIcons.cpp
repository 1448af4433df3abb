// suanpan_render_icons: renders an SVG icon into the bitmaps each platform
// wants (hicolor PNGs, a macOS iconset, a Windows .ico) at build time, with
// the QtSvg renderer the app itself uses, so they never drift from the SVG
// and no extra tool is needed.
//
//   suanpan_render_icons IN.svg OUT SIZE...
// OUT names the file; "{size}" in it is replaced by each SIZE in pixels. The
// format follows OUT's suffix (png, ico).

#include <cstdio>

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgRenderer>

namespace {

int usage()
{
    std::fprintf(stderr, "usage: suanpan_render_icons IN.svg OUT SIZE...\n");
    return 2;
}

bool renderOne(QSvgRenderer &svg, int size, const QString &path)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return QDir().mkpath(QFileInfo(path).absolutePath()) && image.save(path);
}

} // namespace

int main(int argc, char *argv[])
{
    // A build machine has no display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4)
        return usage();
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "%s: not a valid SVG\n", qPrintable(args.at(1)));
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 1 || size > 4096)
            return usage();
        QString path = args.at(2);
        path.replace(QLatin1String("{size}"), QString::number(size));
        if (!renderOne(svg, size, path)) {
            std::fprintf(stderr, "%s: cannot write\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}

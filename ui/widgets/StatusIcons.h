#pragma once

#include <QIcon>
#include <QUrl>

#include "model/Enums.h"

class QTextDocument;

// The pictures that go with a check's status and a finding's verdict. Never
// colour alone: each has its own shape, and every place that shows one also
// shows the word.
QIcon statusIcon(suanpan::CheckStatus status);

// Image URLs for rich text ("status:pass", ...) and the call that makes a
// QTextDocument know them (on screen and in print).
QUrl statusImageUrl(suanpan::CheckStatus status);
void addStatusImages(QTextDocument *document);
// The pictures addStatusImages() gave `from`, given to `to` (a copy drawn
// on another thread, where the style's icons cannot be made).
void copyStatusImages(const QTextDocument *from, QTextDocument *to);

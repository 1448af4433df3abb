#include "SamplingNotice.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/MoneyFormat.h"

SamplingNotice::SamplingNotice(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_poll(new QTimer(this)), m_text(new QLabel(this)),
      m_bar(new QProgressBar(this)), m_button(new QToolButton(this))
{
    setObjectName(QStringLiteral("samplingNotice"));
    m_text->setObjectName(QStringLiteral("samplingNoticeText"));
    m_bar->setObjectName(QStringLiteral("samplingProgress"));
    m_button->setObjectName(QStringLiteral("samplingButton"));
    m_button->setAutoRaise(true);
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(120);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_bar);
    layout->addWidget(m_button);
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &SamplingNotice::poll);
    connect(m_button, &QToolButton::clicked, this, [this] {
        if (m_state == State::Running)
            m_document->results()->stopSampling();
        else if (m_state == State::Stopped)
            m_document->results()->resumeSampling();
    });
    connect(m_document->results(), &ProjectResults::samplingStarted, this,
            [this] { setState(State::Running); });
    connect(m_document->results(), &ProjectResults::samplingStopped, this,
            [this] { setState(State::Stopped); });
    connect(m_document->results(), &ProjectResults::samplingFinished, this,
            [this] { setState(State::Idle); });
    // A new project or a change starts its own draws (or none).
    connect(m_document, &ProjectDocument::reset, this, [this] {
        if (!m_document->results()->isSampling())
            setState(State::Idle);
    });
    setState(m_document->results()->isSampling() ? State::Running : State::Idle);
}

void SamplingNotice::setState(State state)
{
    m_state = state;
    m_since.start();
    if (state == State::Running) {
        m_bar->setValue(0);
        m_poll->start();
    } else {
        m_poll->stop();
    }
    m_bar->setVisible(state == State::Running);
    retranslateUi();
    // Running draws show themselves once they take long enough (poll()).
    setVisible(state == State::Stopped);
}

void SamplingNotice::poll()
{
    const int permille = m_document->results()->samplingPermille();
    if (permille < 0) {
        // Replaced by an edit's own draws or ended without a signal for us.
        setState(m_document->results()->isSampling() ? State::Running : State::Idle);
        return;
    }
    m_bar->setValue(permille);
    if (!isVisible() && m_since.elapsed() >= kShowAfterMs)
        show();
}

void SamplingNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SamplingNotice::retranslateUi()
{
    if (m_state == State::Stopped) {
        //: Status bar after the user stopped the Monte Carlo draws
        m_text->setText(tr("Ranges stopped: likely values only"));
        //: Button: draw the Monte Carlo ranges again
        m_button->setText(tr("Draw again"));
        m_button->setToolTip(QString());
        return;
    }
    //: Status bar while the Monte Carlo ranges are computed; %1 the number of draws
    m_text->setText(tr("Drawing the ranges (%1 draws)")
                        .arg(MoneyFormat::quantity(m_document->results()->samples())));
    //: Button: stop computing the Monte Carlo ranges
    m_button->setText(tr("Stop"));
    m_button->setToolTip(tr("Stop the draws; the figures keep their likely values"));
}

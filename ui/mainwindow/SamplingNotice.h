#pragma once

#include <QElapsedTimer>
#include <QWidget>

class ProjectDocument;
class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

// The status bar's word while the Monte Carlo ranges are drawn off the UI
// thread (ProjectDocument::startSampling): how far the draws are, with a
// Stop button, once they have taken longer than kShowAfterMs (a large
// project at the limits takes seconds; the example a few hundredths, which
// would only flicker). After Stop it says the figures are likely values
// only and offers to draw again.
class SamplingNotice final : public QWidget
{
    Q_OBJECT

public:
    explicit SamplingNotice(ProjectDocument *document, QWidget *parent = nullptr);

    static constexpr int kShowAfterMs = 300;
    static constexpr int kPollMs = 100;

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class State { Idle, Running, Stopped };
    void setState(State state);
    void poll();
    void retranslateUi();

    ProjectDocument *m_document;
    State m_state = State::Idle;
    QElapsedTimer m_since;
    QTimer *m_poll;
    QLabel *m_text;
    QProgressBar *m_bar;
    QToolButton *m_button;
};

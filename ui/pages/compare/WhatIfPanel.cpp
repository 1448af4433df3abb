#include "WhatIfPanel.h"

#include <algorithm>
#include <cmath>

#include <QGridLayout>
#include <QLabel>
#include <QSlider>

#include "document/ChangeAssumption.h"
#include "document/ProjectDocument.h"
#include "i18n/CitationText.h"
#include "i18n/CostText.h"
#include "widgets/ElidedLabel.h"

using namespace suanpan;

namespace {

// Slider positions across an assumption's low-high range.
constexpr int kSteps = 100;

const Assumption *assumptionOf(const ProjectDocument *document, const std::string &key)
{
    return document->catalog().findAssumption(key);
}

double valueAt(const Range &r, int position)
{
    return r.low + (r.high - r.low) * position / kSteps;
}

int positionOf(const Range &r, double value)
{
    if (!(r.high > r.low))
        return 0;
    return int(std::lround(std::clamp((value - r.low) / (r.high - r.low), 0.0, 1.0) * kSteps));
}

} // namespace

const std::vector<std::string> &WhatIfPanel::keys()
{
    // The inputs the seeds argue about and the tornado usually ranks first.
    // MFU is left to the Assumptions table: setting it replaces the sizing
    // engine's per-card default for every option at once.
    static const std::vector<std::string> k{
        "other_work_share",           "horizon_months",     "monthly_price_factor",
        "yearly_price_factor",        "spot_price_factor",  "engineer_salary_cny_per_month",
        "engineer_days_lost",         "depreciation_years", "residual_value_fraction",
        "interruption_recovery_hours"};
    return k;
}

WhatIfPanel::WhatIfPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("whatIfPanel"));
    auto *grid = new QGridLayout(this);
    m_hint->setWordWrap(true);
    grid->addWidget(m_hint, 0, 0, 1, 4);
    for (const std::string &key : keys()) {
        Row row;
        row.key = key;
        row.name = new QLabel(this);
        row.slider = new QSlider(Qt::Horizontal, this);
        row.slider->setObjectName(QStringLiteral("whatIf_%1").arg(QString::fromStdString(key)));
        row.slider->setRange(0, kSteps);
        row.slider->setPageStep(kSteps / 10);
        row.name->setBuddy(row.slider);
        row.value = new QLabel(this);
        row.value->setObjectName(QStringLiteral("whatIfValue_%1").arg(QString::fromStdString(key)));
        row.value->setMinimumWidth(
            fontMetrics().horizontalAdvance(QStringLiteral("0,000.00 CNY/kWh")));
        row.source = new ElidedLabel(this);
        row.source->setObjectName(
            QStringLiteral("whatIfSource_%1").arg(QString::fromStdString(key)));
        row.source->setStyleSheet(QStringLiteral("color: palette(mid);"));
        const int r = grid->rowCount();
        grid->addWidget(row.name, r, 0);
        grid->addWidget(row.slider, r, 1);
        grid->addWidget(row.value, r, 2);
        grid->addWidget(row.source, r, 3);
        m_rows.push_back(row);
        const size_t index = m_rows.size() - 1;
        connect(row.slider, &QSlider::valueChanged, this,
                [this, index](int position) { moved(m_rows[index], position); });
    }
    // The sliders take the width; a source gives way (elided, whole in its tooltip).
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(1, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 16);
    grid->setRowStretch(grid->rowCount(), 1);
    connect(m_document, &ProjectDocument::reset, this, &WhatIfPanel::refresh);
    connect(m_document, &ProjectDocument::assumptionsChanged, this, &WhatIfPanel::refresh);
    retranslateUi();
}

void WhatIfPanel::moved(const Row &row, int position)
{
    if (m_refreshing)
        return;
    const Assumption *current = assumptionOf(m_document, row.key);
    if (!current)
        return;
    Assumption changed = *current;
    changed.value.likely = valueAt(current->value, position);
    changed.provenance.source = "user";
    changeAssumption(m_document, changed);
}

void WhatIfPanel::refresh()
{
    m_refreshing = true;
    for (Row &row : m_rows) {
        const Assumption *a = assumptionOf(m_document, row.key);
        const bool ranged = a && a->value.high > a->value.low;
        for (QWidget *w : {static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.slider),
                           static_cast<QWidget *>(row.value), static_cast<QWidget *>(row.source)})
            w->setVisible(a != nullptr);
        if (!a)
            continue;
        row.slider->setEnabled(ranged);
        row.slider->setValue(positionOf(a->value, a->value.likely));
        row.value->setText(CostText::inputValue(Range::exactly(a->value.likely), a->unit));
        const QString range = CostText::inputValue(a->value, a->unit);
        const QString source = CitationText::describe(*a);
        // The first source names it; all of them and what they say are in the tooltip.
        row.source->setFullText(CitationText::citeFirst(a->provenance.source));
        row.source->setFullToolTip(source);
        row.slider->setToolTip(
            ranged ? tr("Likely value within its range %1; source: %2").arg(range, source)
                   : tr("Fixed at %1 (source: %2): widen its range in the Assumptions table "
                        "to explore it here.")
                         .arg(range, source));
    }
    m_refreshing = false;
}

void WhatIfPanel::retranslateUi()
{
    m_hint->setText(tr("Move a slider to see the comparison change at once; each move can be "
                       "undone. The range of each slider is the assumption's own low to high."));
    for (Row &row : m_rows)
        if (const Assumption *a = assumptionOf(m_document, row.key))
            row.name->setText(CitationText::assumptionName(*a));
        else
            row.name->setText(CostText::inputName(row.key));
    refresh();
}

void WhatIfPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

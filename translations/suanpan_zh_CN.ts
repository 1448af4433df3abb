<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cards</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Facility templates</source>
        <translation>机房模板</translation>
    </message>
    <message>
        <source>Contract templates</source>
        <translation>合同模板</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Published training runs</source>
        <translation>公开的训练记录</translation>
    </message>
    <message>
        <source>Published serving results</source>
        <translation>公开的推理服务实测</translation>
    </message>
    <message>
        <source>About Suanpan</source>
        <translation>关于算盘</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Suanpan %1&lt;/b&gt;, released %2&lt;/p&gt;&lt;p&gt;Suanpan helps AI teams in Shenzhen plan GPU compute for a job: which cards and how many, where to run them (rent, host or build), on what contract, at what cost and risk, and what to verify before signing and before paying.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;算盘 %1&lt;/b&gt;，%2发布&lt;/p&gt;&lt;p&gt;算盘帮助深圳的 AI 团队为一项任务规划 GPU 算力：用什么卡、用多少张、在哪里跑（租用、托管还是自建）、签什么合同、花多少钱、担多大风险，以及签约前和付款前要验证什么。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>THIRD-PARTY.md in the source folder lists the libraries it uses and the terms of its data sources.</source>
        <translation>源代码目录中的 THIRD-PARTY.md 列出了它使用的程序库以及各数据来源的使用条款。</translation>
    </message>
    <message>
        <source>THIRD-PARTY.md in %1 lists the libraries it uses and the terms of its data sources.</source>
        <translation>%1 中的 THIRD-PARTY.md 列出了它使用的程序库以及各数据来源的使用条款。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. The window uses Qt (LGPL-3.0) and Qt Charts (GPL-3.0), so this program as a whole is distributed under the GPL-3.0; its own code stays MIT, and suanpan-cli uses no Qt. %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;本软件是采用 MIT 许可证的自由软件。界面使用 Qt（LGPL-3.0）和 Qt Charts（GPL-3.0），因此本程序整体按 GPL-3.0 分发；其自身代码仍采用 MIT 许可证，命令行工具 suanpan-cli 不使用 Qt。%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The built-in data and where it comes from: every figure names its source, date and confidence (on hover in the Catalog; the runs in Help → How accurate are the estimates?). Estimates are figures of low confidence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;内置数据及其出处：每个数值都注明来源、日期和可信度（在“卡与机房目录”中悬停可见；公开记录见“帮助 → 估算有多准？”）。估计值指可信度低的数值。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>估计值</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Dated</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>&lt;p&gt;Settings (language, recent files, window layout): %1&lt;br&gt;Recovery copies, written every minute while there are unsaved edits: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;设置（语言、最近打开的文件、窗口布局）：%1&lt;br&gt;恢复副本（有未保存的修改时每分钟写入一次）：%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>A span of dates, earliest to latest</extracomment>
        <translation>%1至%2</translation>
    </message>
</context>
<context>
    <name>AccuracyDialog</name>
    <message>
        <source>How Accurate Are the Estimates?</source>
        <translation>估算有多准？</translation>
    </message>
    <message>
        <source>Training: card-hours (%1 of %2 within)</source>
        <extracomment>Tab title; %1 and %2 are counts of published runs, e.g. &quot;12 of 17 within&quot;</extracomment>
        <translation>训练：卡时（%2 项中 %1 项在范围内）</translation>
    </message>
    <message>
        <source>Serving: output tokens/s (%1 of %2 within)</source>
        <extracomment>Tab title; %1 and %2 are counts of published benchmark results</extracomment>
        <translation>推理服务：输出 token/秒（%2 项中 %1 项在范围内）</translation>
    </message>
    <message>
        <source>Published run</source>
        <extracomment>Column: a published training run (its name, as the source gives it)</extracomment>
        <translation>公开的训练记录</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数与卡型</translation>
    </message>
    <message>
        <source>Published card-hours</source>
        <extracomment>Column: the card-hours the run&apos;s source published</extracomment>
        <translation>公布的卡时</translation>
    </message>
    <message>
        <source>Suanpan&apos;s estimate</source>
        <extracomment>Column: the card-hours Suanpan estimates for the same run</extracomment>
        <translation>算盘的估算</translation>
    </message>
    <message>
        <source>Ratio</source>
        <extracomment>Column: estimate divided by the published figure, e.g. x1.07</extracomment>
        <translation>比值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Column: within the tolerance or not</extracomment>
        <translation>结论</translation>
    </message>
    <message>
        <source>Published benchmark</source>
        <extracomment>Column: a published serving benchmark result</extracomment>
        <translation>公开的基准测试</translation>
    </message>
    <message>
        <source>Published output tokens/s</source>
        <extracomment>Column: generated tokens per second over all the cards, as published</extracomment>
        <translation>公布的输出 token/秒</translation>
    </message>
    <message>
        <source>Suanpan&apos;s estimates with its default settings, the way it sizes a new job, against published runs: no row is tuned. A training estimate is within when its card-hours are within %1 of the published figure (above or below), a serving estimate when its output tokens per second are within %2.</source>
        <translation>算盘按默认设置（与估算新任务的方式相同）给出的估算，与公开发表的实测结果逐项对比，没有针对任何一项调参。训练估算的卡时与公布值相差在 %1 以内（偏高或偏低）即为在范围内；推理服务估算的每秒输出 token 数相差在 %2 以内即为在范围内。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n training run(s)</source>
        <extracomment>%n is the number of published training runs, %1 how many of them are within</extracomment>
        <translation>
            <numerusform>%n 次训练中的 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n serving result(s)</source>
        <extracomment>%n is the number of published serving results, %1 how many of them are within</extracomment>
        <translation>
            <numerusform>%n 项推理服务结果中的 %1 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Within: %1 and %2.</source>
        <extracomment>%1 is &quot;12 of 17 training runs&quot;, %2 &quot;12 of 16 serving results&quot;</extracomment>
        <translation>在范围内：%1；%2。</translation>
    </message>
    <message>
        <source>The others are known gaps: what the engine does not model yet, explained for each row.</source>
        <translation>其余为已知差距，即估算引擎尚未建模的部分，每一项都附有说明。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <extracomment>Details pane: where the published figure comes from (a citation)</extracomment>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Choose a row to see its source and how it was compared.</source>
        <translation>选择一行，查看其来源及对比方式。</translation>
    </message>
    <message>
        <source>Not computed</source>
        <extracomment>Verdict: the row could not be sized</extracomment>
        <translation>未能计算</translation>
    </message>
    <message>
        <source>Within</source>
        <extracomment>Verdict: the estimate is within the tolerance of the published figure</extracomment>
        <translation>在范围内</translation>
    </message>
    <message>
        <source>Outside: known gap</source>
        <extracomment>Verdict: outside the tolerance, for a reason the engine does not model yet</extracomment>
        <translation>超出：已知差距</translation>
    </message>
    <message>
        <source>Outside: does not fit</source>
        <translation>超出：显存放不下</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <source>Suanpan chooses a different parallel layout from the one the published run tuned by hand.</source>
        <translation>算盘选择的并行方案与公开结果中人工调优的方案不同。</translation>
    </message>
    <message>
        <source>Within %1 of the published figure.</source>
        <extracomment>%1 is a tolerance such as x1.3</extracomment>
        <translation>与公布值相差在 %1 以内。</translation>
    </message>
    <message>
        <source>Outside %1 of the published figure.</source>
        <translation>与公布值相差超出 %1。</translation>
    </message>
    <message>
        <source>Not modelled yet:</source>
        <extracomment>Before a known gap&apos;s reason, which is shown in English</extracomment>
        <translation>尚未建模：</translation>
    </message>
    <message>
        <source>About the figure: %1</source>
        <extracomment>Details pane: the source&apos;s own words about the figure (English)</extracomment>
        <translation>关于该数据：%1</translation>
    </message>
    <message>
        <source>Suanpan&apos;s choice: %1, MFU %2.</source>
        <extracomment>%1 is a layout such as &quot;TP 8 x PP 2 x DP 4&quot;, %2 an MFU such as &quot;38 %&quot;</extracomment>
        <translation>算盘的选择：%1，MFU %2。</translation>
    </message>
    <message>
        <source>Suanpan&apos;s setting: tensor parallel %1, %2 requests in flight.</source>
        <extracomment>%1 is the tensor-parallel degree, %2 the requests in flight</extracomment>
        <translation>算盘的设置：张量并行 %1，同时处理 %2 个请求。</translation>
    </message>
    <message>
        <source>Known gap: %1</source>
        <extracomment>Details pane: why the row is outside the tolerance; %1 is a translated sentence</extracomment>
        <translation>已知差距：%1</translation>
    </message>
    <message>
        <source>As the source&apos;s engine decoded: each KV head is read once per query head that shares it, not once for the group (kernels before XQA).</source>
        <extracomment>Details pane: a serving row from an engine release before the XQA kernels</extracomment>
        <translation>按来源所用推理引擎的解码方式估算：每个 KV 头被共享它的每个查询头各读一次，而不是整组只读一次（XQA 内核之前的版本）。</translation>
    </message>
    <message>
        <source>As the run was launched: %1, which Suanpan kept while choosing the rest of the layout.</source>
        <extracomment>Details pane: %1 is e.g. &quot;full recomputation&quot;, as the run&apos;s launch script set it</extracomment>
        <translation>按该次训练的启动脚本：%1；算盘在此前提下选择其余并行方式。</translation>
    </message>
</context>
<context>
    <name>AddEvidence</name>
    <message>
        <source>Import evidence &quot;%1&quot;</source>
        <extracomment>Undo menu entry; %1 is a file name</extracomment>
        <translation>导入验收证据“%1”</translation>
    </message>
</context>
<context>
    <name>ApplyScenario</name>
    <message>
        <source>Apply the %1 presets</source>
        <extracomment>Undo command; %1 is a scenario such as &quot;LoRA fine-tune&quot;</extracomment>
        <translation>套用“%1”预设</translation>
    </message>
</context>
<context>
    <name>AssumptionModel</name>
    <message>
        <source>Assumption</source>
        <extracomment>Assumptions table header</extracomment>
        <translation>假设</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>Assumptions table header: low end of the range</extracomment>
        <translation>最低</translation>
    </message>
    <message>
        <source>Likely</source>
        <extracomment>Assumptions table header: most likely value</extracomment>
        <translation>最可能</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>Assumptions table header: high end of the range</extracomment>
        <translation>最高</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>Assumptions table header</extracomment>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Assumptions table header: where the figure comes from</extracomment>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>BackgroundSave</name>
    <message>
        <source>Saving</source>
        <translation>正在保存</translation>
    </message>
    <message>
        <source>Waiting while another program saves in this folder...</source>
        <extracomment>Another program (or another Suanpan window) saves into the same folder</extracomment>
        <translation>另一个程序正在此文件夹中保存，正在等待……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>正在取消……</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <source>Another of your cards already has the identifier &quot;%1&quot;.</source>
        <extracomment>%1 is a card identifier such as &quot;h100-sxm&quot;</extracomment>
        <translation>你已有另一张卡使用标识“%1”。</translation>
    </message>
    <message>
        <source>The card is complete.</source>
        <translation>这张卡的信息已完整。</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>还有 %n 个字段需要填入有效值才能确定。</numerusform>
        </translation>
    </message>
    <message>
        <source>New Card</source>
        <translation>新建卡</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Prices (CNY)</source>
        <extracomment>Group of the card&apos;s rent and purchase prices, in CNY</extracomment>
        <translation>价格（元）</translation>
    </message>
    <message>
        <source>e.g. rtx-4090-ours</source>
        <translation>例如 rtx-4090-ours</translation>
    </message>
    <message>
        <source>A short, unique identifier. The same identifier as a built-in card replaces that card in this project.</source>
        <translation>简短且唯一的标识。与内置卡相同的标识会在本项目中替代该内置卡。</translation>
    </message>
    <message>
        <source>Where the figures come from</source>
        <translation>这些数字的出处</translation>
    </message>
    <message>
        <source>What one card costs to buy, with its share of the server.</source>
        <translation>买一张卡的价格，含分摊的服务器费用。</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>One of a card&apos;s rent quotes: %1 its channel, %2 its billing mode, %3 its price</extracomment>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>None yet.</source>
        <extracomment>A card without any rent quote yet</extracomment>
        <translation>暂无。</translation>
    </message>
    <message>
        <source>Which kind of seller the hourly rent below comes from. An option is priced from the quotes of its facility&apos;s kind: a GPU-cloud option from GPU-cloud quotes, an IDC option from IDC quotes. Each channel keeps its own quote.</source>
        <translation>下方按小时租金来自哪类卖家。方案按其部署地点类型的报价定价：GPU 云方案用 GPU 云报价，IDC 方案用 IDC 报价。每个渠道各自保留一条报价。</translation>
    </message>
    <message>
        <source>What one card costs per hour on an hourly plan from a seller of the chosen channel. All zero removes the quote.</source>
        <translation>所选渠道的卖家按小时计费时每张卡每小时的价格。全部填 0 即删除该报价。</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>Entry</source>
        <extracomment>Column of the catalog tables: built-in entry or the project&apos;s own</extracomment>
        <translation>条目</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>BF16 peak</source>
        <extracomment>Column: dense peak compute at BF16</extracomment>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Card-to-card link</source>
        <extracomment>Column: how cards in one server talk to each other</extracomment>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>供货</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>District</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Column: the range of card counts a facility suits</extracomment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Cabinet rent per month</source>
        <translation>机柜月租</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>电价（每千瓦时）</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>租约</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>A catalog entry that ships with Suanpan</extracomment>
        <translation>内置</translation>
    </message>
    <message>
        <source>Yours, replaces built-in</source>
        <translation>项目自定义（替代内置）</translation>
    </message>
    <message>
        <source>Your entry for this project; it replaces the built-in entry with the same identifier. Remove it to use the built-in entry again.</source>
        <translation>本项目自定义的条目，替代了标识相同的内置条目。删除它即恢复使用内置条目。</translation>
    </message>
    <message>
        <source>Yours</source>
        <extracomment>A catalog entry the user added to this project</extracomment>
        <translation>项目自定义</translation>
    </message>
    <message>
        <source>Your entry, saved in this project file.</source>
        <translation>你自定义的条目，保存在本项目文件中。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Card-to-card link: %1 its kind (NVLink, PCIe), %2 its bandwidth</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>Range of card counts: &quot;4-8&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 per card-hour</source>
        <extracomment>A contract&apos;s own price; %1 is an amount or range in CNY</extracomment>
        <translation>每卡时 %1</translation>
    </message>
    <message>
        <source>× %1 of hourly rent</source>
        <extracomment>A contract priced as a factor of the card&apos;s hourly rent; %1 e.g. &quot;0.55-0.75 (likely 0.65)&quot;</extracomment>
        <translation>按小时租金 × %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The price per card-hour of a GPU-cloud option on an hourly plan: the figure the cost engine uses for such an option.</source>
        <translation>按小时租用 GPU 云时的每卡时价格，即成本引擎为此类方案使用的数字。</translation>
    </message>
    <message>
        <source>No rent quoted.</source>
        <translation>没有租用报价。</translation>
    </message>
    <message>
        <source>No GPU-cloud quote: taken from the %1 quotes below, a different kind of seller. Options priced this way are flagged.</source>
        <extracomment>%1 the kind of seller whose quotes were used instead, e.g. &quot;IDC cabinet&quot;</extracomment>
        <translation>没有 GPU 云报价：取自下列“%1”报价，属于另一类卖家。以此定价的方案会被标出风险。</translation>
    </message>
    <message>
        <source>Not an hourly quote as such: worked out from the card&apos;s other plans with the price factors of the assumptions (a monthly quote divided by the monthly price factor, and so on), %1 exactly.</source>
        <extracomment>%1 the exact price the cost engine uses, e.g. &quot;Y16-23.82 (likely 19.23)&quot;</extracomment>
        <translation>并非按小时报价本身：由该卡其他计费方式的报价按假设中的价格系数折算（如包月报价除以包月价格系数），精确值为 %1。</translation>
    </message>
    <message>
        <source>Every rent quote, by channel (the kind of seller):</source>
        <translation>全部租用报价（按渠道，即卖家类型）：</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>One rent quote: %1 its channel (GPU cloud, IDC cabinet...), %2 its billing mode, %3 its price range per card-hour</extracomment>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>What the cost engine charges per card-hour for a GPU-cloud option on an hourly plan. Other facilities use the quotes of their own channel: hover over a price to see every quote.</source>
        <translation>成本引擎为按小时租用的 GPU 云方案计算的每卡时价格。其他部署地点使用各自渠道的报价：将鼠标停在价格上可查看全部报价。</translation>
    </message>
    <message>
        <source>GPU cloud per card-hour</source>
        <extracomment>Column: rent per card-hour on an hourly GPU-cloud plan</extracomment>
        <translation>GPU 云每卡时租金</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>A price worked out from other quotes (see the tooltip); %1 the price</extracomment>
        <translation>约 %1</translation>
    </message>
</context>
<context>
    <name>CatalogPage</name>
    <message>
        <source>The cards, facilities and contracts that estimates and the option search choose from. Hover over a figure to see its source. Your own entries (in bold) are saved in this project; one with the same identifier as a built-in entry replaces it here.</source>
        <translation>估算和方案搜索可选用的卡、机房和租约。鼠标停在数字上可查看出处。你自定义的条目（粗体）保存在本项目中；标识与内置条目相同的，会在本项目中替代内置条目。</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>卡(&amp;C)</translation>
    </message>
    <message>
        <source>F&amp;acilities</source>
        <translation>机房(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;ontracts</source>
        <translation>租约(&amp;O)</translation>
    </message>
    <message>
        <source>Filter by name, vendor, district, ...</source>
        <translation>按名称、厂商、区域等筛选……</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove your entry. Options that use it fall back to the built-in entry with the same identifier, if there is one.</source>
        <translation>删除你自定义的条目。用到它的方案会改用标识相同的内置条目（如果有）。</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>添加……</translation>
    </message>
    <message>
        <source>Add a card of your own to this project</source>
        <translation>在本项目中添加一张自定义的卡</translation>
    </message>
    <message>
        <source>Duplicate as My Entry...</source>
        <extracomment>Button: copy the selected entry into the project&apos;s own entries and edit it</extracomment>
        <translation>复制为自定义条目……</translation>
    </message>
    <message>
        <source>Copy the selected card into your entries and edit it. Keeping its identifier replaces the built-in card in this project.</source>
        <translation>把选中的卡复制为自定义条目并编辑。保留原标识即在本项目中替代该内置卡。</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>编辑……</translation>
    </message>
    <message>
        <source>Edit your selected card</source>
        <translation>编辑选中的自定义卡</translation>
    </message>
    <message>
        <source>Add a facility of your own to this project</source>
        <translation>在本项目中添加一个自定义机房</translation>
    </message>
    <message>
        <source>Copy the selected facility into your entries and edit it. Keeping its identifier replaces the built-in facility in this project.</source>
        <translation>把选中的机房复制为自定义条目并编辑。保留原标识即在本项目中替代该内置机房。</translation>
    </message>
    <message>
        <source>Edit your selected facility</source>
        <translation>编辑选中的自定义机房</translation>
    </message>
    <message>
        <source>Add a contract of your own to this project</source>
        <translation>在本项目中添加一份自定义租约</translation>
    </message>
    <message>
        <source>Copy the selected contract into your entries and edit it. Keeping its identifier replaces the built-in contract in this project.</source>
        <translation>把选中的租约复制为自定义条目并编辑。保留原标识即在本项目中替代该内置租约。</translation>
    </message>
    <message>
        <source>Edit your selected contract</source>
        <translation>编辑选中的自定义租约</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接</translation>
    </message>
    <message>
        <source>Global</source>
        <extracomment>Market status of a card: sold everywhere</extracomment>
        <translation>全球供货</translation>
    </message>
    <message>
        <source>Export-restricted</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>China edition</source>
        <extracomment>A card variant made for the Chinese market (A800, H800, H20)</extracomment>
        <translation>中国特供版</translation>
    </message>
    <message>
        <source>Domestic</source>
        <extracomment>A card designed and made in China (Ascend)</extracomment>
        <translation>国产</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation>包年</translation>
    </message>
    <message>
        <source>Spot</source>
        <extracomment>Billing mode: cheap capacity the provider can reclaim at any time</extracomment>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Support level of a contract</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>24/7</source>
        <translation>7×24 小时</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <extracomment>Bandwidth in terabytes per second (decimal)</extracomment>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1–%2 (likely %3)</source>
        <extracomment>A range of values with the most likely one: &quot;1.3-1.5 (likely 1.4)&quot;</extracomment>
        <translation>%1–%2（最可能 %3）</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Source: %1 (confidence: %2)</source>
        <extracomment>Where a catalog figure comes from; %2 is high, medium or low</extracomment>
        <translation>出处：%1（可信度：%2）</translation>
    </message>
    <message>
        <source>Source: %1, %2 (confidence: %3)</source>
        <extracomment>Where a catalog figure comes from; %2 a date, %3 high, medium or low</extracomment>
        <translation>出处：%1，%2（可信度：%3）</translation>
    </message>
    <message>
        <source>Two utility feeds + generator</source>
        <translation>双路市电 + 柴油发电机</translation>
    </message>
    <message>
        <source>Two utility feeds</source>
        <translation>双路市电</translation>
    </message>
    <message>
        <source>Single feed with UPS</source>
        <translation>单路市电 + UPS</translation>
    </message>
    <message>
        <source>None</source>
        <comment>power redundancy</comment>
        <extracomment>Power redundancy of a facility: one feed, no UPS</extracomment>
        <translation>无冗余</translation>
    </message>
    <message>
        <source>Air</source>
        <extracomment>Cooling of a facility</extracomment>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Water</source>
        <extracomment>Cooling of a facility: chilled-water room cooling</extracomment>
        <translation>水冷</translation>
    </message>
    <message>
        <source>Liquid (direct to chip)</source>
        <extracomment>Cooling of a facility: liquid cooling at the chip</extracomment>
        <translation>液冷（冷板直达芯片）</translation>
    </message>
    <message>
        <source>Per hour</source>
        <extracomment>Billing granularity: usage is rounded up to whole hours</extracomment>
        <translation>以小时计</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>以天计</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>以月计</translation>
    </message>
    <message>
        <source>Included in the price</source>
        <extracomment>Power billing of a contract: electricity is in the price</extracomment>
        <translation>电费含在价格内</translation>
    </message>
    <message>
        <source>Metered above the quota</source>
        <translation>超出配额部分按度计费</translation>
    </message>
    <message>
        <source>Metered</source>
        <extracomment>Power billing: every kWh is billed</extracomment>
        <translation>全部按度计费</translation>
    </message>
    <message>
        <source>Any channel</source>
        <extracomment>Channel of a rent quote that names no kind of seller: it prices every option</extracomment>
        <translation>不限渠道</translation>
    </message>
    <message>
        <source>Daily</source>
        <extracomment>Billing mode: a whole day booked and paid ahead (seed 003: 4090 boxes by the day)</extracomment>
        <translation>包天</translation>
    </message>
    <message>
        <source>In-country stock</source>
        <extracomment>Market status: no new supply since the export rules; rented from stock in China, bought only second-hand (A800, H800)</extracomment>
        <translation>国内存量</translation>
    </message>
    <message>
        <source>Licence required</source>
        <extracomment>Market status: every sale into China needs a US export licence (H20)</extracomment>
        <translation>需出口许可</translation>
    </message>
    <message>
        <source>Sold new in China.</source>
        <translation>国内可购新卡。</translation>
    </message>
    <message>
        <source>Made for the Chinese market and sold new.</source>
        <translation>面向中国市场，可购新卡。</translation>
    </message>
    <message>
        <source>Made in China; not under US export rules.</source>
        <translation>国产，不受美国出口管制约束。</translation>
    </message>
    <message>
        <source>Not sold new into China since %1: rented from providers&apos; stock, bought only through a source you declare.</source>
        <extracomment>%1 a date</extracomment>
        <translation>自 %1 起新卡不对华销售：可租用服务商的存量，购买须有已声明的货源。</translation>
    </message>
    <message>
        <source>Not sold new into China: rented from providers&apos; stock, bought only through a source you declare.</source>
        <translation>新卡不对华销售：可租用服务商的存量，购买须有已声明的货源。</translation>
    </message>
    <message>
        <source>No new supply since %1: rented from the stock in China, bought only second-hand.</source>
        <extracomment>%1 a date</extracomment>
        <translation>自 %1 起停止新货供应：可租用国内存量，只能购买二手卡。</translation>
    </message>
    <message>
        <source>No new supply: rented from the stock in China, bought only second-hand.</source>
        <translation>已停止新货供应：可租用国内存量，只能购买二手卡。</translation>
    </message>
    <message>
        <source>Each sale into China needs a US export licence since %1.</source>
        <extracomment>%1 a date</extracomment>
        <translation>自 %1 起，每笔对华销售都需要美国出口许可。</translation>
    </message>
    <message>
        <source>Each sale into China needs a US export licence.</source>
        <translation>每笔对华销售都需要美国出口许可。</translation>
    </message>
</context>
<context>
    <name>ChangeAssumption</name>
    <message>
        <source>Change assumption &quot;%1&quot;</source>
        <extracomment>Undo menu entry; %1 is an assumption such as &quot;utilisation&quot;</extracomment>
        <translation>修改假设“%1”</translation>
    </message>
</context>
<context>
    <name>ChangeChecklist</name>
    <message>
        <source>Change check status</source>
        <translation>更改核查状态</translation>
    </message>
    <message>
        <source>Edit check note</source>
        <translation>编辑核查备注</translation>
    </message>
    <message>
        <source>Edit who checked</source>
        <extracomment>Undo menu entry: the name of the person who did a check was edited</extracomment>
        <translation>编辑核查人</translation>
    </message>
    <message>
        <source>Edit check date</source>
        <translation>编辑核查日期</translation>
    </message>
    <message>
        <source>Apply statuses suggested by evidence</source>
        <translation>按证据建议设置状态</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Export &amp;PNG...</source>
        <translation>导出 PNG(&amp;P)...</translation>
    </message>
    <message>
        <source>Save the chart as a PNG picture, as large as it is shown</source>
        <translation>按当前显示大小把图表保存为 PNG 图片</translation>
    </message>
    <message>
        <source>Export &amp;SVG...</source>
        <translation>导出 SVG(&amp;S)...</translation>
    </message>
    <message>
        <source>Save the chart as an SVG drawing that stays sharp in print</source>
        <translation>把图表保存为 SVG 矢量图，打印时依然清晰</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Copy the chart as a picture</extracomment>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as a picture (Ctrl+C)</source>
        <translation>把图表作为图片复制到剪贴板（Ctrl+C）</translation>
    </message>
    <message>
        <source>Could not draw the chart as a PNG picture.</source>
        <translation>无法把图表绘制为 PNG 图片。</translation>
    </message>
    <message>
        <source>Could not draw the chart as an SVG drawing.</source>
        <translation>无法把图表绘制为 SVG 矢量图。</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>hundred million CNY</source>
        <extracomment>Money axis unit, 10^8 CNY (yi yuan); used in Chinese only</extracomment>
        <translation>亿元</translation>
    </message>
    <message>
        <source>M CNY</source>
        <extracomment>Money axis unit, 10^6 CNY; used in English only</extracomment>
        <translation>百万元</translation>
    </message>
    <message>
        <source>ten thousand CNY</source>
        <extracomment>Money axis unit, 10^4 CNY (wan yuan); used in Chinese only</extracomment>
        <translation>万元</translation>
    </message>
    <message>
        <source>k CNY</source>
        <extracomment>Money axis unit, 10^3 CNY; used in English only</extracomment>
        <translation>千元</translation>
    </message>
    <message>
        <source>CNY</source>
        <extracomment>Money axis unit</extracomment>
        <translation>元</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <extracomment>Money axis title; %1 is the unit, e.g. &quot;M CNY&quot;</extracomment>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost over time</source>
        <extracomment>Chart title: money spent per option from month 0 to the planning horizon</extracomment>
        <translation>累计成本走势</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <extracomment>Chart title: stacked cost lines (rent, power, staff, ...) per option</extracomment>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Unit cost of effective compute</source>
        <extracomment>Chart title: CNY per effective PFLOP-hour (and per million tokens)</extracomment>
        <translation>有效算力单价</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <extracomment>Chart title: memory needed on each card against its capacity</extracomment>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <extracomment>Chart title: scaling efficiency against the number of cards</extracomment>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Latency against concurrency</source>
        <extracomment>Chart title: serving latency against requests in flight</extracomment>
        <translation>延迟与并发</translation>
    </message>
    <message>
        <source>Nothing has been evaluated yet.</source>
        <translation>尚未进行测算。</translation>
    </message>
    <message>
        <source>Choose a workload.</source>
        <translation>请选择一个工作负载。</translation>
    </message>
    <message>
        <source>Add options on the Options page to chart them.</source>
        <translation>请先在“方案”页添加方案，才能绘制图表。</translation>
    </message>
    <message>
        <source>No option could be priced for this workload: check its card and contract.</source>
        <translation>此工作负载下没有可定价的方案：请检查显卡和合同。</translation>
    </message>
    <message>
        <source>No option has a memory estimate for this workload.</source>
        <translation>此工作负载下没有方案给出显存估算。</translation>
    </message>
    <message>
        <source>Scaling applies to training; this workload serves a model.</source>
        <translation>扩展效率只适用于训练；此工作负载是推理服务。</translation>
    </message>
    <message>
        <source>No option trains this workload on a card and site with a known network.</source>
        <translation>没有方案能在已知网络的显卡和机房上训练此工作负载。</translation>
    </message>
    <message>
        <source>Latency applies to serving; this workload trains a model.</source>
        <translation>延迟只适用于推理服务；此工作负载是训练。</translation>
    </message>
    <message>
        <source>No option serves this workload: the model does not fit, or the prompt and output lengths are missing.</source>
        <translation>没有方案能承载此推理负载：模型放不下，或缺少输入和输出长度。</translation>
    </message>
    <message>
        <source>No sensitivity: no assumption has a range.</source>
        <translation>无敏感性分析：没有假设带有取值范围。</translation>
    </message>
    <message>
        <source>Months from start</source>
        <extracomment>Chart axis: months since the start of the plan</extracomment>
        <translation>自开始起的月数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Legend entry of a cumulative cost line; %1 option, %2 rent / host / build
----------
An option left out of a money chart and why, e.g. &quot;8x L20 (does not fit)&quot;
----------
Tornado axis: %1 &quot;Cost per run&quot; or &quot;This workload over 24 months&quot;, %2 money unit</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, month %2: %3</source>
        <extracomment>Tooltip on the cumulative cost chart; %1 option, %2 month, %3 money range</extracomment>
        <translation>%1，第 %2 个月：%3</translation>
    </message>
    <message>
        <source>%1
%2: %3
Total: %4</source>
        <extracomment>Tooltip of a bar segment; %1 option, %2 cost line, %3 money range</extracomment>
        <translation>%1
%2：%3
合计：%4</translation>
    </message>
    <message>
        <source>CNY per effective PFLOP-hour</source>
        <extracomment>Unit cost chart axis and legend: CNY per PFLOP-hour of effective (MFU-weighted) compute</extracomment>
        <translation>每有效 PFLOP·时 成本（元）</translation>
    </message>
    <message>
        <source>CNY per million tokens</source>
        <extracomment>Unit cost chart axis and legend (inference workloads)</extracomment>
        <translation>每百万 token 成本（元）</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <extracomment>Tooltip of a distribution curve; %1 option, %2 percentile (e.g. &quot;P90&quot;), %3 amount
----------
Tooltip of a unit cost bar; %1 option, %2 measure, %3 range</extracomment>
        <translation>%1
%2：%3</translation>
    </message>
    <message>
        <source>Input at its low value</source>
        <extracomment>Tornado legend: bar part where the assumption is at its low end</extracomment>
        <translation>假设取低值</translation>
    </message>
    <message>
        <source>Input at its high value</source>
        <extracomment>Tornado legend: bar part where the assumption is at its high end</extracomment>
        <translation>假设取高值</translation>
    </message>
    <message>
        <source>Weights</source>
        <extracomment>Memory chart segment</extracomment>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <extracomment>Memory chart segment</extracomment>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <extracomment>Memory chart segment: optimizer states (Adam moments, master weights)</extracomment>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <extracomment>Memory chart segment</extracomment>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <extracomment>Memory chart segment</extracomment>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <extracomment>Memory chart segment: framework buffers and allocator fragmentation</extracomment>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Memory per card (GB)</source>
        <extracomment>Memory chart axis; GB of 2^30 bytes as cards are marketed</extracomment>
        <translation>单卡显存（GB）</translation>
    </message>
    <message>
        <source>Card memory</source>
        <extracomment>Memory chart legend: the card&apos;s memory (usable share for serving)</extracomment>
        <translation>显卡显存容量</translation>
    </message>
    <message>
        <source>%1
%2: %3
Total %4 of %5</source>
        <extracomment>Memory chart tooltip; %1 option, %2 part, %3 size, %4 total, %5 capacity</extracomment>
        <translation>%1
%2：%3
合计 %4，容量 %5</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Chart axis: number of cards (logarithmic)</extracomment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <extracomment>Scaling chart axis: share of linear speed-up</extracomment>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>Options at their card count</source>
        <extracomment>Scaling chart legend: each option&apos;s own card count</extracomment>
        <translation>各方案的实际卡数</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n card(s): %2 efficiency</source>
        <extracomment>Scaling chart tooltip; %1 option or network, %n cards, %2 efficiency</extracomment>
        <translation>
            <numerusform>%1
%n 张卡：效率 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <extracomment>Latency chart axis: requests served at the same time (logarithmic)</extracomment>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Knee of the curve</source>
        <extracomment>Latency chart legend: concurrency with the best throughput per latency</extracomment>
        <translation>曲线拐点</translation>
    </message>
    <message>
        <source>First-token target %1</source>
        <extracomment>Latency chart legend; %1 the workload&apos;s first-token target, e.g. &quot;500 ms&quot;</extracomment>
        <translation>首 token 目标 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n request(s) in flight
First token %2, per token %3
%4</source>
        <extracomment>Latency tooltip; %1 option, %2 first-token time, %3 per-token time, %4 tokens/s</extracomment>
        <translation>
            <numerusform>%1
并发 %n 个请求
首 token %2，每 token %3
%4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: floor for large parallel training</source>
        <extracomment>Scaling chart: the threshold line; %1 is &quot;75 %&quot;</extracomment>
        <translation>%1：大规模并行训练的下限</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <extracomment>Latency chart axis (logarithmic)</extracomment>
        <translation>延迟（毫秒）</translation>
    </message>
    <message>
        <source>Solid: time to first token</source>
        <extracomment>Latency chart legend: what a solid line shows</extracomment>
        <translation>实线：首 token 延迟</translation>
    </message>
    <message>
        <source>Dashed: time per output token</source>
        <extracomment>Latency chart legend: what a dashed line shows</extracomment>
        <translation>虚线：每输出 token 耗时</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Chart subtitle; %1 &quot;Cost per run&quot; or &quot;Total over 24 months&quot;, %2 the option, %3 the scope in words (&quot;per run&quot;, &quot;over 24 months, cards busy 70 %&quot;)</extracomment>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Chart note under the title of a per-workload chart; %1 the workload, %2 the scope (&quot;per run&quot; or &quot;over 24 months, cards busy 70 %&quot;)
----------
Scaling chart legend; %1 card, %2 its network (&quot;400 Gb/s InfiniBand per card&quot;)</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>What moves the cost</source>
        <extracomment>Chart title (tornado chart): which assumptions move the cost most (its subtitle says which cost: per run or over the horizon)</extracomment>
        <translation>影响成本最大的因素</translation>
    </message>
    <message>
        <source>No option can run this workload: see why in the Risks column on Compare.</source>
        <translation>没有方案能运行这个任务：原因见方案对比页的风险一栏。</translation>
    </message>
    <message>
        <source>No sensitivity: %1 cannot run this workload, so it has no cost to vary.</source>
        <extracomment>%1 is an option</extracomment>
        <translation>无敏感性分析：%1 无法运行这个任务，没有可变动的成本。</translation>
    </message>
    <message>
        <source>Each option&apos;s spend from the start, %1.</source>
        <extracomment>Chart note under the title of the cumulative cost chart; %1 is the scope, e.g. &quot;over 24 months, cards busy 70 %&quot;</extracomment>
        <translation>各方案从开始起的累计支出，%1。</translation>
    </message>
    <message>
        <source>Not drawn, not priced for this workload: %1.</source>
        <extracomment>Chart note: options left out of a money chart; %1 a list of &quot;option (why)&quot;</extracomment>
        <translation>未画出（无法运行这个任务，未计价）：%1。</translation>
    </message>
    <message>
        <source>Every input at its likely value</source>
        <extracomment>Tornado: legend entry of the vertical line at the cost with every input at its likely value (the amount is written at the line&apos;s foot)</extracomment>
        <translation>各输入取最可能值</translation>
    </message>
    <message>
        <source>%1 at %2
%3: %4</source>
        <extracomment>Tornado tooltip; %1 input, %2 its value, %3 &quot;Cost per run&quot; or &quot;This workload over 24 months&quot;, %4 that cost at the input&apos;s value</extracomment>
        <translation>%1 为 %2 时
%3：%4</translation>
    </message>
    <message>
        <source>How sure the cost is</source>
        <extracomment>Chart title: the chance that each option&apos;s cost stays below an amount (Monte Carlo draws)</extracomment>
        <translation>成本有多确定</translation>
    </message>
    <message>
        <source>The spread of the cost appears when the draws finish.</source>
        <translation>抽样完成后显示成本的分布。</translation>
    </message>
    <message>
        <source>P10-P90 range</source>
        <extracomment>Legend: the likely value is drawn, the P10-P90 range of the draws as error bars</extracomment>
        <translation>P10–P90 区间</translation>
    </message>
    <message>
        <source>%1 draws of every ranged input; dots mark P10, P50 and P90.</source>
        <extracomment>Distribution chart note; %1 number of draws</extracomment>
        <translation>每个有区间的输入抽样 %1 次；圆点标出 P10、P50 和 P90。</translation>
    </message>
    <message>
        <source>Chance cost is lower (%)</source>
        <extracomment>Distribution chart axis: the chance the cost stays at or below an amount</extracomment>
        <translation>成本不超过的概率（%）</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <extracomment>Distribution chart money axis on a logarithmic scale; %1 the unit, e.g. &quot;10k CNY&quot;</extracomment>
        <translation>成本（%1，对数刻度）</translation>
    </message>
    <message>
        <source>Demand over the plan</source>
        <extracomment>Chart title: cards needed month by month, owned (busy, idle) and rented</extracomment>
        <translation>规划期内的用卡需求</translation>
    </message>
    <message>
        <source>Cost against owned cards</source>
        <extracomment>Chart title: total cost over the horizon against how many cards are owned</extracomment>
        <translation>总成本随自有卡数的变化</translation>
    </message>
    <message>
        <source>No year plan: it needs an option that hosts or builds its own cards.</source>
        <translation>没有全年规划：需要一个托管或自建的方案。</translation>
    </message>
    <message>
        <source>Month</source>
        <extracomment>Demand chart axis: months from the start of the plan</extracomment>
        <translation>月份</translation>
    </message>
    <message>
        <source>Owned, busy</source>
        <extracomment>Demand chart area: owned cards doing work</extracomment>
        <translation>自有·在用</translation>
    </message>
    <message>
        <source>Owned, idle</source>
        <extracomment>Demand chart area: owned cards waiting for work</extracomment>
        <translation>自有·闲置</translation>
    </message>
    <message>
        <source>Rented</source>
        <extracomment>Demand chart area: cards rented for the work owned cards cannot hold</extracomment>
        <translation>租用</translation>
    </message>
    <message>
        <source>Peak hour</source>
        <extracomment>Demand chart line: the most cards any hour of the month needs</extracomment>
        <translation>高峰小时</translation>
    </message>
    <message>
        <source>Month %1
Owned, busy: %2 cards
Owned, idle: %3 cards
Rented: %4 cards
Peak hour: %5 cards</source>
        <extracomment>Tooltip of a month; %1 month number, %2 owned busy, %3 idle, %4 rented, %5 peak (cards)</extracomment>
        <translation>第 %1 月
自有·在用：%2 张
自有·闲置：%3 张
租用：%4 张
高峰小时：%5 张</translation>
    </message>
    <message>
        <source>Likely total</source>
        <extracomment>Cost curve legend: the likely total of each number of owned cards (no draws made)</extracomment>
        <translation>最可能总成本</translation>
    </message>
    <message>
        <source>Best mix</source>
        <extracomment>Cost curve legend: the owned-card count with the lowest total</extracomment>
        <translation>最优组合</translation>
    </message>
    <message>
        <source>%1 owned cards
Total: %2 (P10-P90 %3)
Owned cards: %4
Rented: %5</source>
        <extracomment>Tooltip of a point; %1 owned cards, %2 total (median of the draws), %3 P10-P90, %4 owned, %5 rented</extracomment>
        <translation>自有 %1 张卡
总成本：%2（P10–P90 %3）
自有部分：%4
租用部分：%5</translation>
    </message>
    <message>
        <source>Cards in use</source>
        <extracomment>Demand chart axis: cards in use</extracomment>
        <translation>在用卡数</translation>
    </message>
    <message>
        <source>Best mix: %1 owned cards. Monthly averages; dashed: the busiest hour.</source>
        <extracomment>Demand chart note; %1 cards owned in the best mix</extracomment>
        <translation>最优组合：自有 %1 张卡。按月平均；虚线为最忙的小时。</translation>
    </message>
    <message>
        <source>The draws were stopped: no spread to show. Draw again from the status bar.</source>
        <extracomment>The user stopped the Monte Carlo draws (status bar: Stop)</extracomment>
        <translation>抽样已停止，没有分布可显示。可在状态栏重新计算。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>Chart subtitle of a serving workload&apos;s tornado, priced over the planning horizon; %1 &quot;This workload over 24 months&quot;, %2 the option</extracomment>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <source>Median total</source>
        <extracomment>Cost curve legend: the median (P50) of the draws&apos; totals for each number of owned cards</extracomment>
        <translation>总成本中位数</translation>
    </message>
</context>
<context>
    <name>ChartsExport</name>
    <message>
        <source>Could not create the folder %1.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Not every chart was exported: could not write into %1.</source>
        <translation>部分图表未导出：无法写入 %1。</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <source>&amp;Workload:</source>
        <extracomment>Trade-offs page: the workload the charts are about</extracomment>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <source>Hover a line or bar for its exact value; right-click to export or copy the chart.</source>
        <translation>鼠标悬停在曲线或柱形上可查看精确数值；右键可导出或复制图表。</translation>
    </message>
</context>
<context>
    <name>ChecklistModel</name>
    <message>
        <source>%1 of %2 checked</source>
        <extracomment>Progress of one checklist: %1 items of %2 have a status</extracomment>
        <translation>已核查 %1/%2 项</translation>
    </message>
    <message>
        <source>Checked for the whole project; this option has no check of its own.</source>
        <translation>这是整个项目的核查结果；本方案还没有单独核查。</translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>Column header: what to check</extracomment>
        <translation>核查项</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Checked by</source>
        <extracomment>Column header: the person who did the check</extracomment>
        <translation>核查人</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Not counted for this option: it does not concern %1.</source>
        <extracomment>Tooltip of a checklist item that does not concern the option; %1 how the option gets its cards (&quot;renting from a GPU cloud&quot;)</extracomment>
        <translation>不计入本方案：此项与“%1”无关。</translation>
    </message>
    <message>
        <source>Not for this option</source>
        <extracomment>Status of a checklist item that does not concern the option</extracomment>
        <translation>不涉及本方案</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>&amp;Workload:</source>
        <extracomment>Compare page: the workload whose options are compared</extracomment>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <source>Cost lines of the selected option</source>
        <extracomment>Compare page tab: the cost lines of the selected option</extracomment>
        <translation>所选方案的成本明细</translation>
    </message>
    <message>
        <source>What would change the decision</source>
        <extracomment>Compare page: group with break-even points, decision flips and sensitivity</extracomment>
        <translation>什么会改变决策</translation>
    </message>
    <message>
        <source>Input</source>
        <extracomment>Sensitivity table header: the assumption that is varied</extracomment>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Swing</source>
        <extracomment>Sensitivity table header: how much the cost moves between low and high</extracomment>
        <translation>波动幅度</translation>
    </message>
    <message>
        <source>Add a workload to compare options for it.</source>
        <translation>请先添加工作负载，再对比方案。</translation>
    </message>
    <message>
        <source>Cost lines of %1</source>
        <extracomment>Compare page tab title; %1 is the option&apos;s name</extracomment>
        <translation>%1 的成本明细</translation>
    </message>
    <message>
        <source>No decision flip within the assumptions&apos; ranges.</source>
        <translation>在各项假设的取值范围内，决策不会反转。</translation>
    </message>
    <message>
        <source>No sensitivity: nothing to vary.</source>
        <translation>无敏感性分析：没有可变动的输入。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <extracomment>Compare page tab: the project&apos;s assumptions, editable</extracomment>
        <translation>假设</translation>
    </message>
    <message>
        <source>Every assumption of the evaluation with its source. Edit low, likely or high; the change is saved with the project and can be undone.</source>
        <translation>评估用到的每项假设及其来源。可修改最低、最可能或最高值；修改会随项目保存，并可撤销。</translation>
    </message>
    <message>
        <source>&amp;Search Options...</source>
        <extracomment>Button: enumerate cards, counts, sites and contracts for the workload</extracomment>
        <translation>搜索方案(&amp;S)...</translation>
    </message>
    <message>
        <source>What if</source>
        <extracomment>Tab with sliders that move the key assumptions</extracomment>
        <translation>假设推演</translation>
    </message>
    <message>
        <source>Hover a line to see how it is computed. Untick a hidden cost to leave it out of every total; the choice is saved with the project and can be undone.</source>
        <translation>将鼠标停在某一行上可查看其计算方法；取消勾选隐性成本即可不计入任何合计，此选择随项目保存，且可撤销。</translation>
    </message>
    <message>
        <source>Inputs that move the %1 of %2 most:</source>
        <extracomment>Title above the sensitivity table; %1 &quot;cost per run&quot;, %2 an option</extracomment>
        <translation>对 %2 的%1影响最大的输入：</translation>
    </message>
    <message>
        <source>This workload cannot be priced until the problems below are fixed.</source>
        <translation>这个任务有下列问题，修正之前无法计价。</translation>
    </message>
    <message>
        <source>Priced with %1.</source>
        <extracomment>The selected option on Compare; %1 a layout with its memory per card</extracomment>
        <translation>计价采用的并行方式：%1。</translation>
    </message>
    <message>
        <source>No break-even for this workload: no owned option and rented option can both run it.</source>
        <translation>这个任务没有回本点：没有一对自有方案和租用方案都能运行它。</translation>
    </message>
    <message>
        <source>No sensitivity: %1 cannot run this workload, so it has no cost to vary.</source>
        <extracomment>%1 is an option</extracomment>
        <translation>无敏感性分析：%1 无法运行这个任务，没有可变动的成本。</translation>
    </message>
    <message>
        <source>%1 with the input at its low value: %2; at its high value: %3</source>
        <extracomment>Tooltip of a sensitivity row; %1 &quot;Cost per run&quot; or &quot;This workload over 24 months&quot;, %2 and %3 that cost with the input at its low and its high value</extracomment>
        <translation>输入取低值时%1为 %2；取高值时为 %3</translation>
    </message>
    <message>
        <source>Add options on the Options page to compare them.</source>
        <translation>请在“方案”页添加方案后再对比。</translation>
    </message>
    <message numerus="yes">
        <source>Inputs that move the cost of this workload over %n month(s) on %1 most:</source>
        <extracomment>Title above the sensitivity table of a serving workload; %1 an option</extracomment>
        <translation>
            <numerusform>对 %1 上本任务 %n 个月成本影响最大的因素：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <source>Hourly price divided by the effective compute (peak x MFU): CNY per effective PFLOP-hour</source>
        <translation>每小时价格除以有效算力（峰值 × MFU）：每有效 PFLOP·小时的成本（元）</translation>
    </message>
    <message>
        <source>Option</source>
        <extracomment>Comparison table header</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <extracomment>Comparison table header: rent, host or build</extracomment>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>Comparison table header: job duration or serving speed</extracomment>
        <translation>速度</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Risks</source>
        <extracomment>Comparison table header</extracomment>
        <translation>风险</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A money cell of an option that cannot run the workload; %1 why, e.g. &quot;does not fit&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Priced with %1.</source>
        <extracomment>Tooltip of the Verdict cell; %1 a layout with its memory per card</extracomment>
        <translation>计价采用的并行方式：%1。</translation>
    </message>
    <message>
        <source>The all-in price per busy card-hour divided by the tokens served: CNY per million output tokens.</source>
        <translation>每个忙碌卡时的全包价格除以生成的 token 数：每百万输出 token 的成本（元）。</translation>
    </message>
    <message>
        <source>CNY per million tokens</source>
        <extracomment>Comparison table header: serving cost per million output tokens</extracomment>
        <translation>每百万 token 成本（元）</translation>
    </message>
    <message>
        <source>CNY per effective PFLOP-hour</source>
        <extracomment>Comparison table header: training cost per PFLOP-hour of effective (MFU-weighted) compute</extracomment>
        <translation>每有效 PFLOP·时 成本（元）</translation>
    </message>
    <message>
        <source>Recommended (toss-up)</source>
        <extracomment>Comparison table, Verdict column</extracomment>
        <translation>推荐（难分高下）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Runner-up (toss-up)</source>
        <extracomment>Comparison table, Verdict column</extracomment>
        <translation>次优（难分高下）</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优</translation>
    </message>
    <message>
        <source>Eligible</source>
        <extracomment>Comparison table, Verdict column: passes every check but is not the best</extracomment>
        <translation>符合条件</translation>
    </message>
    <message>
        <source>%1, +%2</source>
        <extracomment>Verdict column: the first of several breaches, e.g. &quot;over the capital budget, +1&quot;</extracomment>
        <translation>%1，另有 %2 项</translation>
    </message>
    <message>
        <source>Every input at its likely value: %1</source>
        <extracomment>Tooltip of a money cell while its range is being computed</extracomment>
        <translation>各项输入取最可能值：%1</translation>
    </message>
    <message>
        <source>P10 %1, median %2, P90 %3</source>
        <extracomment>Tooltip of a money cell: the 10th, 50th and 90th percentiles of the draws</extracomment>
        <translation>P10 %1，中位数 %2，P90 %3</translation>
    </message>
    <message>
        <source>Every input at its likely value %1; best case %2, worst case %3 (every input at its end at once)</source>
        <extracomment>Every input at its likely value, and at its cost-lowering (raising) end at once</extracomment>
        <translation>各项输入取最可能值时为 %1；最好情况 %2，最坏情况 %3（所有输入同时取端值）</translation>
    </message>
    <message>
        <source>One completed run of this workload on the option, re-runs and hidden costs included: every cost line that is switched on, as P10-P90 (median).</source>
        <translation>在该方案上完整运行一次本任务的成本，含重跑和隐性成本：所有开启的成本项，以 P10–P90（中位数）表示。</translation>
    </message>
    <message>
        <source>Serving this workload on the option %1, for the hours its schedule serves: every cost line that is switched on, as P10-P90 (median).</source>
        <extracomment>%1 &quot;over 24 months&quot;</extracomment>
        <translation>在该方案上按排期的服务时长运行本推理任务%1的成本：所有开启的成本项，以 P10–P90（中位数）表示。</translation>
    </message>
    <message>
        <source>The option held for the whole plan, %1, with the project&apos;s scheduled work on it as the year plan places it; the cumulative cost chart ends at this amount.</source>
        <extracomment>%1 &quot;over 24 months&quot;</extracomment>
        <translation>方案在整个规划期内持有（%1），承担全年规划排在其上的本项目工作；累计成本图的终点就是这个金额。</translation>
    </message>
    <message>
        <source>Where the project&apos;s verdict puts the option for this workload: recommended, runner-up, eligible, or what keeps it out.</source>
        <translation>项目结论对该方案的定位：推荐、次优、符合条件，或不入选的原因。</translation>
    </message>
    <message>
        <source>The share of the plausible futures (Monte Carlo draws, ties shared) in which the option is the cheapest of the options that pass every check.</source>
        <translation>在所有可能情形（蒙特卡洛抽样，并列时平分）中，该方案在通过全部检查的方案里成本最低的比例。</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Comparison table header: where the project&apos;s verdict puts the option</extracomment>
        <translation>结论</translation>
    </message>
    <message>
        <source>Chance cheapest</source>
        <extracomment>Comparison table header: the chance the option is the cheapest</extracomment>
        <translation>最便宜的概率</translation>
    </message>
</context>
<context>
    <name>ContractDialog</name>
    <message>
        <source>Another of your contracts already has the identifier &quot;%1&quot;.</source>
        <extracomment>%1 is a contract identifier such as &quot;monthly-ours&quot;</extracomment>
        <translation>你已有另一份租约使用标识“%1”。</translation>
    </message>
    <message>
        <source>The contract is complete.</source>
        <translation>这份租约的信息已完整。</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>还有 %n 个字段需要填入有效值才能确定。</numerusform>
        </translation>
    </message>
    <message>
        <source>New Contract</source>
        <translation>新建租约</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>租约</translation>
    </message>
    <message>
        <source>Billing</source>
        <extracomment>Group: billing mode, granularity, price and minimum term of a contract</extracomment>
        <translation>计费</translation>
    </message>
    <message>
        <source>Power and extra costs</source>
        <extracomment>Group: power billing, bandwidth, storage and upload prices of a contract (CNY)</extracomment>
        <translation>电费与附加费用</translation>
    </message>
    <message>
        <source>Service and terms</source>
        <extracomment>Group: support, replacement, compensation, deposit and acceptance terms</extracomment>
        <translation>服务与条款</translation>
    </message>
    <message>
        <source>Included</source>
        <extracomment>Group: what the provider includes (backup cards, snapshots, disks, upgrades)</extracomment>
        <translation>附带服务</translation>
    </message>
    <message>
        <source>e.g. monthly-ours</source>
        <translation>例如 monthly-ours</translation>
    </message>
    <message>
        <source>A short, unique identifier. The same identifier as a built-in contract replaces that contract in this project.</source>
        <translation>简短且唯一的标识。与内置租约相同的标识会在本项目中替代该内置租约。</translation>
    </message>
    <message>
        <source>Where the figures come from</source>
        <translation>这些数字的出处</translation>
    </message>
    <message>
        <source>e.g. nvidia-smi and iperf3 results as agreed</source>
        <translation>例如 按约定的 nvidia-smi 与 iperf3 结果验收</translation>
    </message>
    <message>
        <source>The price as a share of the card&apos;s hourly catalog price: monthly plans about 0.55-0.75, spot about 0.4.</source>
        <translation>价格占该卡按小时目录价的比例：包月约 0.55–0.75，竞价实例约 0.4。</translation>
    </message>
    <message>
        <source>What one card costs per hour under this contract, whatever the card&apos;s catalog price.</source>
        <translation>按这份租约每张卡每小时的价格，与该卡的目录价无关。</translation>
    </message>
    <message>
        <source>The shortest time the contract can be held, in hours (720 for a month).</source>
        <translation>最短租期，以小时计（一个月为 720 小时）。</translation>
    </message>
    <message>
        <source>What a metered kWh costs. Left at zero, the facility&apos;s electricity price is used.</source>
        <translation>计量用电每度的价格。填 0 则按机房电价计算。</translation>
    </message>
    <message>
        <source>Free hours granted for each hour the cards are down through the provider&apos;s fault.</source>
        <translation>因服务商原因停机每一小时，折算补偿的免费机时。</translation>
    </message>
    <message>
        <source>How often one spot instance is expected to be reclaimed per hour; only used with spot billing.</source>
        <translation>单个竞价实例每小时预计被回收的次数；只在竞价计费时使用。</translation>
    </message>
    <message>
        <source>Factor on the card&apos;s hourly price</source>
        <translation>按卡的小时价乘以系数</translation>
    </message>
    <message>
        <source>Own price per card-hour</source>
        <translation>自定每卡时单价</translation>
    </message>
</context>
<context>
    <name>CostLineModel</name>
    <message>
        <source>Hidden, counted</source>
        <extracomment>Cost line table: marks a hidden cost; the check box counts it or not</extracomment>
        <translation>隐性，已计入</translation>
    </message>
    <message>
        <source>Hidden, off</source>
        <translation>隐性，未计入</translation>
    </message>
    <message>
        <source>Cost line</source>
        <extracomment>Cost line table header</extracomment>
        <translation>成本项</translation>
    </message>
    <message>
        <source>Likely</source>
        <extracomment>Cost line table header: the most likely value</extracomment>
        <translation>最可能</translation>
    </message>
    <message>
        <source>Hidden cost</source>
        <extracomment>Cost line table header: hidden costs, with a check box to count them</extracomment>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>A line&apos;s best (worst) case sets every input at the end that lowers (raises) it at once: far less likely than the totals&apos; P10-P90 range.</source>
        <extracomment>Tooltip of the cost line table&apos;s best / worst case headers</extracomment>
        <translation>成本项的最好（最坏）情况把所有输入同时设在使其降低（升高）的一端：远比总额的 P10–P90 区间少见。</translation>
    </message>
    <message>
        <source>Best case</source>
        <extracomment>Cost line table header: the line with every input at its cost-lowering end</extracomment>
        <translation>最好情况</translation>
    </message>
    <message>
        <source>Worst case</source>
        <extracomment>Cost line table header: the line with every input at its cost-raising end</extracomment>
        <translation>最坏情况</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <source>Rent</source>
        <comment>cost line</comment>
        <translation>租金</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <comment>cost line</comment>
        <translation>竞价实例中断</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <comment>cost line: hours paid but not used</comment>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Data upload</source>
        <comment>cost line</comment>
        <translation>数据上传</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <comment>cost line: public bandwidth</comment>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Storage</source>
        <comment>cost line: checkpoints and logs</comment>
        <translation>存储</translation>
    </message>
    <message>
        <source>Support</source>
        <comment>cost line: vendor support tier</comment>
        <translation>技术支持</translation>
    </message>
    <message>
        <source>Engineer time</source>
        <comment>cost line: days lost</comment>
        <translation>工程师时间</translation>
    </message>
    <message>
        <source>Interruption recovery</source>
        <comment>cost line</comment>
        <translation>中断恢复</translation>
    </message>
    <message>
        <source>Environment rebuild</source>
        <comment>cost line</comment>
        <translation>环境重建</translation>
    </message>
    <message>
        <source>Re-run reserve</source>
        <comment>cost line: 1.5x card-hours</comment>
        <translation>重跑预留</translation>
    </message>
    <message>
        <source>Hardware depreciation</source>
        <comment>cost line</comment>
        <translation>硬件折旧</translation>
    </message>
    <message>
        <source>Network hardware</source>
        <comment>cost line</comment>
        <translation>网络设备</translation>
    </message>
    <message>
        <source>Spare parts</source>
        <comment>cost line</comment>
        <translation>备件</translation>
    </message>
    <message>
        <source>Cabinet rent</source>
        <comment>cost line: data-centre rack</comment>
        <translation>机柜租金</translation>
    </message>
    <message>
        <source>Power</source>
        <comment>cost line: electricity bill</comment>
        <translation>电费</translation>
    </message>
    <message>
        <source>Cooling</source>
        <comment>cost line</comment>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <comment>cost line</comment>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>Electrical work</source>
        <comment>cost line</comment>
        <translation>电力改造</translation>
    </message>
    <message>
        <source>Residual value</source>
        <comment>cost line: resale, negative</comment>
        <translation>残值</translation>
    </message>
    <message>
        <source>Deposit interest</source>
        <comment>cost line</comment>
        <translation>押金利息</translation>
    </message>
    <message>
        <source>Storage hardware</source>
        <comment>cost line</comment>
        <translation>存储设备</translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit: hours</comment>
        <translation>小时</translation>
    </message>
    <message>
        <source>months</source>
        <comment>unit</comment>
        <translation>个月</translation>
    </message>
    <message>
        <source>days</source>
        <comment>unit</comment>
        <translation>天</translation>
    </message>
    <message>
        <source>years</source>
        <comment>unit</comment>
        <translation>年</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>unit</comment>
        <translation>张卡</translation>
    </message>
    <message>
        <source>kWh</source>
        <comment>unit</comment>
        <translation>kWh</translation>
    </message>
    <message>
        <source>GB</source>
        <comment>unit</comment>
        <translation>GB</translation>
    </message>
    <message>
        <source>CNY/card-hour</source>
        <comment>unit</comment>
        <translation>元/卡时</translation>
    </message>
    <message>
        <source>CNY/kWh</source>
        <comment>unit</comment>
        <translation>元/kWh</translation>
    </message>
    <message>
        <source>CNY/GB</source>
        <comment>unit</comment>
        <translation>元/GB</translation>
    </message>
    <message>
        <source>CNY/GB-month</source>
        <comment>unit</comment>
        <translation>元/GB·月</translation>
    </message>
    <message>
        <source>CNY/h</source>
        <comment>unit</comment>
        <translation>元/小时</translation>
    </message>
    <message>
        <source>FTE</source>
        <comment>unit: full-time equivalent</comment>
        <translation>人</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>Tooltip of a cost line; %1 is the line, %2 its formula in words</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>computed</source>
        <comment>source of a figure</comment>
        <translation>计算得出</translation>
    </message>
    <message>
        <source>- %1: %2 (source: %3)</source>
        <extracomment>One input of a cost formula: name, value with unit, source</extracomment>
        <translation>- %1：%2（来源：%3）</translation>
    </message>
    <message>
        <source>A hidden cost: brochures and price lists usually leave it out.</source>
        <translation>隐性成本：宣传资料和价目表通常不会列出。</translation>
    </message>
    <message>
        <source>Switched off: shown but counted as zero.</source>
        <translation>已关闭：仍然显示，但按零计入。</translation>
    </message>
    <message>
        <source>No fit</source>
        <comment>risk flag, short</comment>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Late</source>
        <comment>risk flag, short: misses the deadline</comment>
        <translation>超期</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>risk flag, short: misses the latency target</comment>
        <translation>延迟超标</translation>
    </message>
    <message>
        <source>Spot risk</source>
        <comment>risk flag, short</comment>
        <translation>竞价风险</translation>
    </message>
    <message>
        <source>Never ends</source>
        <comment>risk flag, short: spot job</comment>
        <translation>无法完成</translation>
    </message>
    <message>
        <source>Heat</source>
        <comment>risk flag, short: summer throttling</comment>
        <translation>高温降频</translation>
    </message>
    <message>
        <source>Price?</source>
        <comment>risk flag, short: uncertain price</comment>
        <translation>价格存疑</translation>
    </message>
    <message>
        <source>Overbooked</source>
        <comment>risk flag, short</comment>
        <translation>算力不足</translation>
    </message>
    <message>
        <source>Power</source>
        <comment>risk flag, short: over the power quota</comment>
        <translation>超电力配额</translation>
    </message>
    <message>
        <source>Price floor</source>
        <comment>risk flag, short</comment>
        <translation>低于价格底线</translation>
    </message>
    <message>
        <source>Scale</source>
        <comment>risk flag, short: wrong size for the site</comment>
        <translation>规模不符</translation>
    </message>
    <message>
        <source>The job takes %1 days, longer than the %2-day deadline.</source>
        <translation>任务需要 %1 天，超过了 %2 天的期限。</translation>
    </message>
    <message>
        <source>Time to first token is %1 s, above the %2 s target.</source>
        <translation>首 token 时间为 %1 秒，高于 %2 秒的目标。</translation>
    </message>
    <message>
        <source>A %1-hour job on spot instances: they can be reclaimed at any time and are unfit for jobs over 12 hours.</source>
        <translation>在竞价实例上运行 %1 小时的任务：竞价实例随时可能被回收，不适合超过 12 小时的任务。</translation>
    </message>
    <message>
        <source>At %1 reclaims per hour the spot job would never finish.</source>
        <translation>每小时被回收 %1 次，竞价实例上的任务将永远无法完成。</translation>
    </message>
    <message>
        <source>The price of %1 (%2) rests on low-confidence quotes; get a written offer.</source>
        <translation>%1（%2）的价格依据的是低可信度报价，请索取书面报价。</translation>
    </message>
    <message>
        <source>The cards draw more than the site&apos;s power quota of %1 kW.</source>
        <translation>显卡功耗超过了该场地 %1 kW 的电力配额。</translation>
    </message>
    <message>
        <source>Contract %1 prices monthly at %2 of hourly; monthly plans are rarely below half the hourly price.</source>
        <translation>合同 %1 的包月价为按小时价的 %2；包月价很少低于按小时价的一半。</translation>
    </message>
    <message>
        <source>%1 cards is outside what this site suits (%2 to %3 cards).</source>
        <translation>%1 张卡不在该场地适合的规模内（%2 至 %3 张）。</translation>
    </message>
    <message>
        <source>TTFT %1 s, %2 tok/s</source>
        <extracomment>Inference speed: time to first token and generated tokens per second</extracomment>
        <translation>首 token %1 秒，%2 token/秒</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>An input of one option, e.g. &quot;price per card-hour of 8x RTX 4090 cloud&quot;</extracomment>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>%1 wins if %2 stays above %3; below it %4 wins.</source>
        <extracomment>Decision flip: %1 option winning above, %2 input, %3 threshold, %4 option winning below</extracomment>
        <translation>若%2保持在 %3 以上，%1 胜出；低于该值则 %4 胜出。</translation>
    </message>
    <message>
        <source>The assumption &quot;%1&quot; is missing from the catalog.</source>
        <translation>目录中缺少假设“%1”。</translation>
    </message>
    <message>
        <source>An option cannot be priced (%1): %2</source>
        <extracomment>%1 is where, %2 the engine&apos;s detail (which card or contract)</extracomment>
        <translation>无法为方案定价（%1）：%2</translation>
    </message>
    <message>
        <source>An option refers to an unknown catalog entry (%1): %2</source>
        <translation>方案引用了未知的目录条目（%1）：%2</translation>
    </message>
    <message>
        <source>The cost model could not evaluate %1: %2</source>
        <translation>成本模型无法评估 %1：%2</translation>
    </message>
    <message>
        <source>buying the card</source>
        <extracomment>The kind of price in &quot;The price of &lt;card&gt; (buying the card)&quot;</extracomment>
        <translation>整卡采购价</translation>
    </message>
    <message>
        <source>The job does not fit in the cards&apos; memory (%1 needed, %2 per card).</source>
        <extracomment>%1 memory needed per card, %2 the card&apos;s memory, both with their unit (&quot;24 GB&quot;)</extracomment>
        <translation>显存放不下该任务（需要 %1，每卡 %2）。</translation>
    </message>
    <message>
        <source>Other channel</source>
        <comment>risk flag, short: price from another kind of seller</comment>
        <translation>渠道不符</translation>
    </message>
    <message>
        <source>Restricted</source>
        <comment>risk flag, short: export-restricted card</comment>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>In an office in summer the cards throttle and lose about %1 of throughput.</source>
        <extracomment>%1 is a percentage with its sign, e.g. &quot;10 %&quot;</extracomment>
        <translation>夏季在办公室内显卡会因高温降频，损失约 %1 的吞吐量。</translation>
    </message>
    <message>
        <source>The catalog has no %2 quote for %1; its price comes from %3 quotes, a different kind of seller whose prices can differ a lot. Get a written offer.</source>
        <extracomment>%1 a card, %2 the option&apos;s kind of facility (e.g. IDC cabinet), %3 the kind whose quotes were used instead (e.g. GPU cloud)</extracomment>
        <translation>目录中没有 %1 的“%2”报价，价格取自“%3”报价；两类卖家的价格可能相差很大，请索取书面报价。</translation>
    </message>
    <message>
        <source>per run</source>
        <extracomment>Scope of a money figure: one completed training run</extracomment>
        <translation>每次运行</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <extracomment>Column header / axis: the cost of one completed training run</extracomment>
        <translation>单次运行成本</translation>
    </message>
    <message numerus="yes">
        <source>Total over %n month(s)</source>
        <extracomment>Column header / axis: an option&apos;s total over the planning horizon</extracomment>
        <translation>
            <numerusform>%n 个月合计</numerusform>
        </translation>
    </message>
    <message>
        <source>Owning %1 pays back against renting the same work on %2 after %3 months (cards busy %4).</source>
        <extracomment>Cash break-even; %1 own option, %2 rented option, %3 months, %4 busy share</extracomment>
        <translation>与在 %2 上租用完成同样的工作相比，自有 %1 在 %3 个月后回本（卡忙碌 %4）。</translation>
    </message>
    <message>
        <source>Owning %1 never pays back against renting the same work on %2 with the cards busy %3.</source>
        <extracomment>%1 own option, %2 rented option, %3 busy share</extracomment>
        <translation>卡忙碌 %3 时，与在 %2 上租用完成同样的工作相比，自有 %1 永远回不了本。</translation>
    </message>
    <message>
        <source>Within the %1-month plan it pays back as long as the cards are busy more than %2.</source>
        <extracomment>%1 months, %2 busy share threshold</extracomment>
        <translation>在 %1 个月的规划期内，只要卡忙碌超过 %2 就能回本。</translation>
    </message>
    <message>
        <source>To pay back within the %1-month plan the cards must be busy more than %2.</source>
        <extracomment>%1 months, %2 busy share threshold</extracomment>
        <translation>要在 %1 个月的规划期内回本，卡必须忙碌超过 %2。</translation>
    </message>
    <message>
        <source>Batch too small</source>
        <comment>risk flag, short: the batch cannot be split over the cards</comment>
        <translation>批量太小</translation>
    </message>
    <message>
        <source>Memory tight</source>
        <comment>risk flag, short: over 90 % of the card&apos;s memory</comment>
        <translation>显存吃紧</translation>
    </message>
    <message>
        <source>The batch of %2 sequences per step cannot be split over %1 cards: each needs at least one sequence.</source>
        <extracomment>%1 cards, %2 sequences per optimizer step</extracomment>
        <translation>每步 %2 条序列的批量无法分到 %1 张卡上：每张卡至少需要一条序列。</translation>
    </message>
    <message>
        <source>The job uses %1 of the card&apos;s %2 (%3), above 90 %: memory spikes can still stop it; a layout with more headroom is safer.</source>
        <extracomment>%1 memory used per card, %2 the card&apos;s memory, %3 its share (&quot;97 %&quot;)</extracomment>
        <translation>任务占用每卡 %2 显存中的 %1（%3），超过 90 %：显存峰值仍可能让任务中断，留有余量的并行方式更稳妥。</translation>
    </message>
    <message numerus="yes">
        <source>This workload over %n month(s)</source>
        <extracomment>Column header: a serving workload&apos;s cost on an option, priced over the planning horizon</extracomment>
        <translation>
            <numerusform>本任务 %n 个月成本</numerusform>
        </translation>
    </message>
    <message>
        <source>Not priced</source>
        <extracomment>A money cell of an option that cannot run the workload (no cost is computed)</extracomment>
        <translation>未计价</translation>
    </message>
    <message>
        <source>Not priced: it does not fit, it needs %1 per card and the card has %2.</source>
        <extracomment>%1 memory needed per card, %2 the card&apos;s memory, both with their unit (&quot;24 GB&quot;)</extracomment>
        <translation>未计价：显存放不下，每卡需要 %1，而卡只有 %2。</translation>
    </message>
    <message>
        <source>Not priced: its batch of %2 sequences per step cannot be split over %1 cards.</source>
        <extracomment>%1 cards, %2 sequences per optimizer step</extracomment>
        <translation>未计价：每步 %2 条序列的批量无法分到 %1 张卡上。</translation>
    </message>
    <message>
        <source>Not priced: the engine found no way to run this workload on the option.</source>
        <translation>未计价：找不到在该方案上运行本任务的方式。</translation>
    </message>
    <message>
        <source>batch too small for its cards</source>
        <extracomment>Why an option is left out of a money chart</extracomment>
        <translation>批量不够分给这些卡</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>Why an option is left out of a money chart</extracomment>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>cannot run it</source>
        <extracomment>Why an option is left out of a money chart</extracomment>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>%1; %2 of the %3 usable per card</source>
        <extracomment>%1 a parallel layout (&quot;TP 2 x PP 1 x DP 1&quot;), %2 memory used per card, %3 the part of the card&apos;s memory a server may use (&quot;43.2 GB&quot;)</extracomment>
        <translation>%1；每卡可用 %3 显存中用了 %2</translation>
    </message>
    <message>
        <source>%1; %2 of %3 per card</source>
        <extracomment>%1 a parallel layout (&quot;TP 2 x PP 4 x DP 1, ZeRO-1, ...&quot;), %2 memory used per card, %3 the card&apos;s memory (&quot;23.3 GB&quot;, &quot;24 GB&quot;)</extracomment>
        <translation>%1；每卡 %3 显存用了 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A problem of one workload or option; %1 its name, %2 the problem in a sentence</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Ranges: drawing...</source>
        <extracomment>Shown while the Monte Carlo draws of the ranges are still running</extracomment>
        <translation>区间：抽样中……</translation>
    </message>
    <message>
        <source>Ranges: P10-P90 of %1 draws (inputs triangular, seed %2).</source>
        <extracomment>%1 number of draws, %2 the seed that reproduces them</extracomment>
        <translation>区间：%1 次抽样的 P10–P90（输入按三角分布，种子 %2）。</translation>
    </message>
    <message>
        <source>Ranges: stopped, likely values only.</source>
        <extracomment>The user stopped the Monte Carlo draws; the status bar offers to draw again</extracomment>
        <translation>区间：已停止抽样，只显示最可能值。</translation>
    </message>
    <message>
        <source>per 10,000 card-hours</source>
        <comment>unit: how often per 10,000 card-hours</comment>
        <translation>次/万卡时</translation>
    </message>
    <message>
        <source>TB</source>
        <comment>unit: 10^12 bytes</comment>
        <translation>TB</translation>
    </message>
    <message>
        <source>The schedule&apos;s runs of this workload need %1 hours on these cards, more than the %2 hours of the plan.</source>
        <extracomment>%1 hours the schedule&apos;s runs of this workload need on the owned cards, %2 hours in the plan</extracomment>
        <translation>按排期，本任务的各次运行需要在这些卡上占用 %1 小时，超过规划期的 %2 小时。</translation>
    </message>
    <message numerus="yes">
        <source>over %n month(s)</source>
        <extracomment>Scope of a money figure: %n months of the plan</extracomment>
        <translation>
            <numerusform>%n 个月内</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned cards: this run&apos;s cost is its share of owning them for %1 months, spread over the work the schedule gives them: %n run(s) of this workload, %2 hours each, %3 of the busy hours.</source>
        <extracomment>An owned option&apos;s run; %n runs of the workload in the plan, %1 months, %2 hours one run occupies the cards, %3 its share of the hours the cards are busy</extracomment>
        <translation>
            <numerusform>自有卡：本次运行的成本是持有这些卡 %1 个月的成本中它所占的份额，按排期给这些卡的工作分摊：本任务运行 %n 次，每次 %2 小时，占忙碌时长的 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned cards: the schedule places no run of this workload in the %1-month plan, so one run of %2 hours carries the whole cost of owning them.</source>
        <extracomment>%1 months, %2 hours one run occupies the cards</extracomment>
        <translation>自有卡：排期在 %1 个月的规划期内没有安排本任务的运行，因此一次 %2 小时的运行承担持有这些卡的全部成本。</translation>
    </message>
    <message>
        <source>The project declares other work that keeps them busy %1 of the time besides.</source>
        <extracomment>Appended; %1 the share of the horizon other work keeps the cards busy</extracomment>
        <translation>项目还声明了其他工作，另外占用这些卡 %1 的时间。</translation>
    </message>
    <message>
        <source>No other work is declared for them (assumption &quot;Other work on owned cards&quot;).</source>
        <translation>没有为这些卡声明其他工作（假设“自有卡上的其他工作”）。</translation>
    </message>
    <message>
        <source>Owning is cheaper per run here only because of the other work the project declares for the cards: it keeps them busy %1 of the time, this workload %2.</source>
        <extracomment>A purchase priced cheaper per run by the other work declared; %1 that work&apos;s share of the horizon, %2 this workload&apos;s own share</extracomment>
        <translation>这里自购的单次成本更低，只是因为项目为这些卡声明了其他工作：其他工作占用 %1 的时间，本任务占用 %2。</translation>
    </message>
    <message>
        <source>At the likely values it does not pay back within the %1-month plan even with the cards busy all the time.</source>
        <extracomment>%1 months of the plan; said of the likely values (the draws&apos; chance follows)</extracomment>
        <translation>按各项最可能值计算，即使卡一直满负荷，在 %1 个月的规划期内也回不了本。</translation>
    </message>
    <message>
        <source>Across the plausible futures it pays back within the %1-month plan in %2 of them.</source>
        <extracomment>%1 months of the plan, %2 share of the Monte Carlo draws</extracomment>
        <translation>在所有可能情形中，有 %2 能在 %1 个月的规划期内回本。</translation>
    </message>
    <message>
        <source>Chance that %1 ends above %2: %3.</source>
        <extracomment>Appended to a decision flip; %1 the input, %2 its threshold, %3 the chance it ends above it</extracomment>
        <translation>%1高于 %2 的概率：%3。</translation>
    </message>
    <message>
        <source>%1: each option held for the whole plan with the project&apos;s scheduled work on it, as the year plan places it (owned cards also with any other work declared).</source>
        <extracomment>Line above the comparison table; %1 is &quot;Total over 24 months&quot;</extracomment>
        <translation>%1：各方案在整个规划期内持有，承担全年规划排在其上的本项目工作（自有卡另加已声明的其他工作）。</translation>
    </message>
    <message>
        <source>%1 %2: one completed run of this workload, re-runs and hidden costs included; owned cards carry their cost spread over this workload&apos;s scheduled runs.</source>
        <extracomment>Second half of the line above the comparison table; %1 is &quot;Cost per run&quot;</extracomment>
        <translation>%1%2：完整运行一次本任务，含重跑和隐性成本；自有卡的成本按本任务排期内的运行次数分摊。</translation>
    </message>
    <message>
        <source>%1 %2: serving this workload alone on the option, for the hours its schedule serves.</source>
        <extracomment>Second half of the line above the comparison table for a serving workload; %1 is &quot;This workload over 24 months&quot;</extracomment>
        <translation>%1%2：只在该方案上按排期的服务时长运行本推理任务。</translation>
    </message>
    <message>
        <source>No new %1 cards are supplied to China since %2; what is for sale is second-hand. Ask for each card&apos;s hours of use, warranty and origin, and test every card before you pay.</source>
        <extracomment>%1 a card (A800, H800), %2 a date</extracomment>
        <translation>自 %2 起 %1 已无新货对华供应，市面在售的是二手卡。请索要每张卡的使用时长、保修和来源，付款前逐卡测试。</translation>
    </message>
    <message>
        <source>%1 cards in China are existing stock (no new supply since %2): confirm the provider&apos;s cards and spares in writing before you sign.</source>
        <extracomment>%1 a card (A800, H800), %2 a date</extracomment>
        <translation>国内的 %1 都是存量卡（自 %2 起无新货）：签约前请让服务商书面确认卡源和备件。</translation>
    </message>
    <message>
        <source>Since %2 each sale of %1 into China needs a US export licence: confirm in writing that your source holds one for your cards.</source>
        <extracomment>%1 a card (H20), %2 a date</extracomment>
        <translation>自 %2 起每笔 %1 对华销售都需要美国出口许可：请让货源书面确认已为这批卡取得许可。</translation>
    </message>
    <message>
        <source>Supply of %1 depends on US export licences since %2: confirm the provider&apos;s stock in writing before you sign.</source>
        <extracomment>%1 a card (H20), %2 a date</extracomment>
        <translation>自 %2 起 %1 的供应取决于美国出口许可：签约前请让服务商书面确认库存。</translation>
    </message>
    <message>
        <source>New %1 cards are not sold into China since %2 (US export rules): confirm in writing that your source delivers them, with a warranty.</source>
        <extracomment>%1 is a card, e.g. &quot;B200&quot;; %2 a date</extracomment>
        <translation>受美国出口管制，自 %2 起 %1 新卡不对华销售：请让货源书面确认能供货并提供保修。</translation>
    </message>
    <message>
        <source>Supply of %1 is restricted since %2: confirm the provider&apos;s stock in writing before you sign.</source>
        <extracomment>%1 is a card, e.g. &quot;B200&quot;; %2 a date</extracomment>
        <translation>自 %2 起 %1 的供应受限：签约前请让服务商书面确认库存。</translation>
    </message>
    <message>
        <source>Compute voucher</source>
        <comment>cost line: 算力券, negative</comment>
        <translation>算力券返还</translation>
    </message>
    <message>
        <source>Quote expired</source>
        <comment>risk flag, short: priced from a quote past its validity</comment>
        <translation>报价过期</translation>
    </message>
    <message>
        <source>Old quote</source>
        <comment>risk flag, short: priced from a quote over 30 days old</comment>
        <translation>报价较旧</translation>
    </message>
    <message>
        <source>Priced from %1&apos;s quote, valid until %2 (%3 days ago): ask the provider whether it still holds; it is left out of the recommendation until you confirm it on the Quotes page.</source>
        <extracomment>%1 the provider, %2 the date the quote stopped being valid, %3 days since</extracomment>
        <translation>价格来自%1的报价，有效期至 %2（已过 %3 天）：请向供应商确认是否仍然有效；在“报价单”页确认之前，该方案不参与推荐。</translation>
    </message>
    <message>
        <source>Priced from %1&apos;s quote of %2, %3 days old: prices move; ask for a fresh one.</source>
        <extracomment>%1 the provider, %2 the quote&apos;s date, %3 days since</extracomment>
        <translation>价格来自%1 %2的报价，已过 %3 天：价格会变动，请索取新报价。</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <comment>cost line: a quote&apos;s one-off 开通费</comment>
        <translation>开通费</translation>
    </message>
    <message>
        <source>engineer salary per month / working days per month / working hours per day</source>
        <translation>工程师月薪 / 每月工作天数 / 每天工作小时数</translation>
    </message>
    <message>
        <source>engineer salary per month / working days per month</source>
        <translation>工程师月薪 / 每月工作天数</translation>
    </message>
    <message>
        <source>billed cards × price per card-hour</source>
        <translation>计费卡数 × 每卡时价格</translation>
    </message>
    <message>
        <source>owned capacity cost / busy hours</source>
        <translation>自有算力成本 / 忙碌小时数</translation>
    </message>
    <message>
        <source>the contract&apos;s spot reclaims per server-hour × servers</source>
        <translation>合同中每台服务器每小时的竞价回收次数 × 服务器台数</translation>
    </message>
    <message>
        <source>the days-lost factor of the contract&apos;s support level</source>
        <translation>按合同支持等级取的损失天数系数</translation>
    </message>
    <message>
        <source>interruptions per card-hour × card-hours</source>
        <translation>每卡时中断次数 × 卡时数</translation>
    </message>
    <message>
        <source>per interruption, the wait (recovery hours on one server, automated restart on more) and half a checkpoint interval, plus the checkpoint pauses; checkpoints every √(2 × pause per checkpoint / interruptions per hour) (Young 1974, Daly 2006)</source>
        <translation>每次中断的等待时间（单台服务器按恢复小时数，多台按自动重启时间）加半个检查点间隔，再加保存检查点的停顿；检查点间隔 = √(2 × 每次检查点停顿 / 每小时中断次数)（Young 1974，Daly 2006）</translation>
    </message>
    <message>
        <source>servers per cabinet from its power quota</source>
        <translation>按机柜功率配额算出的每柜服务器台数</translation>
    </message>
    <message>
        <source>cards × TDP × (1 + server power overhead) × busy share × hours</source>
        <translation>卡数 × TDP × (1 + 服务器其余功耗占比) × 忙碌比例 × 小时数</translation>
    </message>
    <message>
        <source>the IT energy, billed as the contract bills power</source>
        <translation>服务器用电量，按合同的电费计法计费</translation>
    </message>
    <message>
        <source>dedicated 16 A circuits for the load</source>
        <translation>按负载需要的 16 A 专用回路数</translation>
    </message>
    <message>
        <source>1 − (1 − residual value) × months / (12 × depreciation years)</source>
        <translation>1 − (1 − 残值率) × 月数 / (12 × 折旧年限)</translation>
    </message>
    <message>
        <source>computed: %1</source>
        <translation>计算得出：%1</translation>
    </message>
    <message>
        <source>Hosting your own servers needs a cabinet site (an IDC cabinet or a hosted cluster), not a %2 (%1).</source>
        <extracomment>%1 is where (an option&apos;s field), %2 the facility&apos;s kind (e.g. &quot;GPU cloud&quot;)</extracomment>
        <translation>托管自有服务器需要机柜场地（IDC 机柜或托管集群），不能用“%2”（%1）。</translation>
    </message>
    <message>
        <source>Building needs premises of your own, not a %2 (%1).</source>
        <extracomment>%1 is where (an option&apos;s field), %2 the facility&apos;s kind (e.g. &quot;GPU cloud&quot;)</extracomment>
        <translation>自建需要自己的场地，不能用“%2”（%1）。</translation>
    </message>
    <message>
        <source>A provider&apos;s quote prices rented cards; this option does not rent (%2) (%1).</source>
        <extracomment>%1 is where (an option&apos;s field), %2 how the option gets its cards (host, build)</extracomment>
        <translation>服务商报价只用于租用的卡；此方案不是租用，而是“%2”（%1）。</translation>
    </message>
    <message>
        <source>The quote is for %2, not for the option&apos;s card (%1).</source>
        <extracomment>%1 is where (an option&apos;s field), %2 the card the quote is for</extracomment>
        <translation>这份报价针对的是 %2，不是此方案的卡（%1）。</translation>
    </message>
</context>
<context>
    <name>CountEdit</name>
    <message>
        <source>&quot;%1&quot; is not a whole number of tokens.</source>
        <extracomment>%1 is what the user typed as a context length, e.g. &quot;4.1234k&quot;</extracomment>
        <translation>“%1”不是整数个 token。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range: a context length is at most %2 tokens.</source>
        <translation>“%1”超出范围：上下文长度最多 %2 个 token。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of parameters: try 70B or 7.6B.</source>
        <extracomment>%1 is what the user typed; 70B and 7.6B are examples to type</extracomment>
        <translation>“%1”不是参数量：可以写 70B、7.6B 或 700亿。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of tokens: try 2T or 500B.</source>
        <translation>“%1”不是 token 数：可以写 2T、500B 或 2万亿。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a context length: try 4k, 128K or 32768.</source>
        <translation>“%1”不是上下文长度：可以写 4k、128K 或 32768。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount in CNY: try 5M or 800k.</source>
        <extracomment>%1 is what the user typed; 5M and 800k are examples to type (in Chinese: 500 wan)</extracomment>
        <translation>“%1”不是人民币金额：可以输入 500万 或 80万。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative or larger than %2.</source>
        <extracomment>%1 is what the user typed as an amount of money, e.g. &quot;-5M&quot;; %2 the largest
----------
%1 is what the user typed, e.g. &quot;-5B&quot;; %2 the largest count, e.g. &quot;1000 T&quot;</extracomment>
        <translation>“%1”为负数或大于 %2。</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推理（在线服务）</translation>
    </message>
    <message>
        <source>Rent</source>
        <comment>acquisition: rent compute from a provider</comment>
        <translation>租用</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>acquisition: own servers hosted in a rented cabinet</comment>
        <translation>托管</translation>
    </message>
    <message>
        <source>Build</source>
        <comment>acquisition: buy and run the cards in-house</comment>
        <translation>自建</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Card name and its memory, e.g. &quot;H100 SXM (80 GB)&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>An option refers to a catalog id that does not exist; %1 is the id</extracomment>
        <translation>%1（目录中没有）</translation>
    </message>
    <message>
        <source>None (built in-house)</source>
        <extracomment>Contract of cards that are bought and run in-house</extracomment>
        <translation>无（自建）</translation>
    </message>
    <message>
        <source>No contract</source>
        <extracomment>An option without a contract</extracomment>
        <translation>无合同</translation>
    </message>
    <message>
        <source>Office room</source>
        <translation>办公室机房</translation>
    </message>
    <message>
        <source>IDC cabinet</source>
        <translation>IDC 机柜</translation>
    </message>
    <message>
        <source>Hosted cluster</source>
        <translation>托管集群</translation>
    </message>
    <message>
        <source>GPU cloud</source>
        <translation>GPU 云</translation>
    </message>
    <message>
        <source>Remote region</source>
        <translation>异地机房</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>%1 Gb/s %2 per card</source>
        <translation>每卡 %1 Gb/s %2</translation>
    </message>
    <message>
        <source>%1 Gb/s %2 per server</source>
        <translation>每台服务器 %1 Gb/s %2</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date format</comment>
        <extracomment>Date format of documents (QDate format codes): Chinese &quot;yyyy年M月d日&quot;</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <extracomment>Date format of a month and year (QDate format codes), e.g. &quot;Jun 2025&quot;</extracomment>
        <translation>yyyy年M月</translation>
    </message>
</context>
<context>
    <name>District</name>
    <message>
        <source>Shenzhen</source>
        <translation>深圳</translation>
    </message>
    <message>
        <source>Bao&apos;an</source>
        <translation>宝安</translation>
    </message>
    <message>
        <source>Nanshan</source>
        <translation>南山</translation>
    </message>
    <message>
        <source>Shenzhen (cloud region)</source>
        <translation>深圳（云区域）</translation>
    </message>
    <message>
        <source>Guizhou / Inner Mongolia</source>
        <translation>贵州 / 内蒙古</translation>
    </message>
</context>
<context>
    <name>DocumentCommand</name>
    <message>
        <source>Change &quot;%1&quot;</source>
        <extracomment>Undo command text; %1 is a field name such as &quot;Sequence length&quot;</extracomment>
        <translation>修改“%1”</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>Duplicate workload</source>
        <translation>复制任务</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>删除任务</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <source>Duplicate option</source>
        <translation>复制方案</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Edit project properties</source>
        <translation>编辑项目属性</translation>
    </message>
    <message>
        <source>Edit card</source>
        <translation>编辑卡</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>添加卡</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>删除卡</translation>
    </message>
    <message>
        <source>Remove facility</source>
        <translation>删除机房</translation>
    </message>
    <message>
        <source>Remove contract</source>
        <translation>删除租约</translation>
    </message>
    <message>
        <source>Add facility</source>
        <translation>添加机房</translation>
    </message>
    <message>
        <source>Edit facility</source>
        <translation>编辑机房</translation>
    </message>
    <message>
        <source>Add contract</source>
        <translation>添加租约</translation>
    </message>
    <message>
        <source>Edit contract</source>
        <translation>编辑租约</translation>
    </message>
    <message>
        <source>Switch on cost line &quot;%1&quot;</source>
        <extracomment>Undo menu entry; %1 is a cost line such as &quot;Upload&quot;</extracomment>
        <translation>重新计入成本项“%1”</translation>
    </message>
    <message>
        <source>Switch off cost line &quot;%1&quot;</source>
        <extracomment>Undo menu entry: the cost line no longer counts; %1 is e.g. &quot;Upload&quot;</extracomment>
        <translation>不计入成本项“%1”</translation>
    </message>
    <message>
        <source>Edit budgets and card sourcing</source>
        <translation>编辑预算与货源</translation>
    </message>
    <message>
        <source>Edit compute voucher</source>
        <translation>编辑算力券</translation>
    </message>
    <message>
        <source>Price an option from a quote</source>
        <translation>按报价单新建方案</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>添加报价单</translation>
    </message>
    <message>
        <source>Edit quote</source>
        <translation>编辑报价单</translation>
    </message>
    <message>
        <source>Delete quote</source>
        <translation>删除报价单</translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>导入报价单</translation>
    </message>
</context>
<context>
    <name>DurationFormat</name>
    <message>
        <source>%1 minutes</source>
        <extracomment>A duration; %1 is a number or a range such as &quot;12-20&quot;</extracomment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <extracomment>A duration; %1 is a number or a range such as &quot;12-20&quot;</extracomment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <extracomment>A duration; %1 is a number or a range such as &quot;3.1-4.0&quot;</extracomment>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 (likely %2)</source>
        <extracomment>A duration range and its most likely value, e.g. &quot;12-20 hours (likely 15)&quot;; %1 is the range with its unit, %2 the likely number</extracomment>
        <translation>%1（最可能 %2）</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>是或否（true/false）</translation>
    </message>
    <message>
        <source>a group of fields</source>
        <extracomment>JSON object: a group of named fields</extracomment>
        <translation>一组字段（JSON 对象）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1为必填项。</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1必须是有限的数值。</translation>
    </message>
    <message>
        <source>%1 cannot be negative.</source>
        <translation>%1不能为负数。</translation>
    </message>
    <message>
        <source>%1 must be greater than zero.</source>
        <translation>%1必须大于零。</translation>
    </message>
    <message>
        <source>%1 is out of range.</source>
        <translation>%1超出允许范围。</translation>
    </message>
    <message>
        <source>%1 is out of range (%2).</source>
        <extracomment>%2 is the offending value</extracomment>
        <translation>%1超出允许范围（%2）。</translation>
    </message>
    <message>
        <source>%1: low, likely and high must be in increasing order.</source>
        <translation>%1：最低值、最可能值和最高值必须依次递增。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is used more than once.</source>
        <extracomment>%2 is an identifier such as &quot;o-4090-cloud&quot;</extracomment>
        <translation>%1“%2”出现了不止一次。</translation>
    </message>
    <message>
        <source>%1 refers to &quot;%2&quot;, which no catalog entry has.</source>
        <translation>%1引用了“%2”，但目录中没有这一项。</translation>
    </message>
    <message>
        <source>Active parameters cannot exceed total parameters.</source>
        <translation>激活参数量不能超过总参数量。</translation>
    </message>
    <message>
        <source>KV heads must divide the attention heads evenly.</source>
        <translation>注意力头数必须是 KV 头数的整数倍。</translation>
    </message>
    <message>
        <source>Experts per token cannot exceed the number of experts.</source>
        <translation>每 token 专家数不能超过专家总数。</translation>
    </message>
    <message>
        <source>Minimum cards cannot exceed maximum cards.</source>
        <translation>最少卡数不能超过最多卡数。</translation>
    </message>
    <message>
        <source>%1 contradicts another field.</source>
        <translation>%1与其他字段相互矛盾。</translation>
    </message>
    <message>
        <source>%1 is not valid (%2).</source>
        <extracomment>%2 is the offending value</extracomment>
        <translation>%1无效（%2）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A field of one entity, e.g. &quot;Option 2: Card count&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>文件“%1”不存在。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Suanpan project file.</source>
        <translation>“%1”不是算盘项目文件。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a database, but not a Suanpan project.</source>
        <translation>“%1”是数据库文件，但不是算盘项目。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer version of Suanpan (file format %2). Update Suanpan to open it.</source>
        <translation>“%1”由更新版本的算盘保存（文件格式 %2）。请升级算盘后再打开。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged and was not opened, so nothing in it was changed. Details: %2</source>
        <translation>“%1”已损坏，没有打开，文件内容未作任何改动。详情：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains data Suanpan cannot read (%2).</source>
        <translation>“%1”含有算盘无法读取的数据（%2）。</translation>
    </message>
    <message>
        <source>Could not read or write &quot;%1&quot;: %2</source>
        <translation>无法读写“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be written here. Use Save As to choose another folder.</source>
        <translation>无法在此位置写入“%1”。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large to read (%2).</source>
        <translation>“%1”太大，无法读取（%2）。</translation>
    </message>
    <message>
        <source>The text is not valid JSON: %1</source>
        <translation>文本不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>The JSON document is too large (%1 bytes).</source>
        <translation>JSON 文档过大（%1 字节）。</translation>
    </message>
    <message>
        <source>The JSON document is nested too deeply (more than %1 levels).</source>
        <translation>JSON 文档嵌套过深（超过 %1 层）。</translation>
    </message>
    <message>
        <source>The JSON document is not a Suanpan project (its format is &quot;%1&quot;).</source>
        <translation>该 JSON 文档不是算盘项目（其格式为“%1”）。</translation>
    </message>
    <message>
        <source>The document was written by a newer version of Suanpan (format %1). Update Suanpan to read it.</source>
        <translation>该文档由更新版本的算盘写入（格式 %1）。请升级算盘后再读取。</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>缺少%1。</translation>
    </message>
    <message>
        <source>%1 must be %2.</source>
        <translation>%1必须是%2。</translation>
    </message>
    <message>
        <source>%1 has an unknown value &quot;%2&quot;.</source>
        <translation>%1的值“%2”无法识别。</translation>
    </message>
    <message>
        <source>The catalog &quot;%1&quot; was not found.</source>
        <translation>找不到目录“%1”。</translation>
    </message>
    <message>
        <source>Could not read the catalog &quot;%1&quot;: %2</source>
        <translation>无法读取目录“%1”：%2</translation>
    </message>
    <message>
        <source>The catalog &quot;%1&quot; is too large to read (%2).</source>
        <translation>目录“%1”太大，无法读取（%2）。</translation>
    </message>
    <message>
        <source>Unexpected problem (%1).</source>
        <translation>意外问题（%1）。</translation>
    </message>
    <message>
        <source>In the catalog &quot;%1&quot;: %2</source>
        <extracomment>%1 is a catalog file name, %2 a sentence about the problem in it</extracomment>
        <translation>目录“%1”中：%2</translation>
    </message>
    <message>
        <source>Unexpected error %1 (%2).</source>
        <translation>意外错误 %1（%2）。</translation>
    </message>
    <message>
        <source>Unexpected error %1 (%2): %3</source>
        <translation>意外错误 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Workload %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Assumption %1</source>
        <translation>假设 %1</translation>
    </message>
    <message>
        <source>Checklist entry %1</source>
        <translation>清单条目 %1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>卡型 %1</translation>
    </message>
    <message>
        <source>Facility %1</source>
        <translation>部署地点 %1</translation>
    </message>
    <message>
        <source>Contract %1</source>
        <translation>合同 %1</translation>
    </message>
    <message>
        <source>Rent price %1</source>
        <translation>租用价格 %1</translation>
    </message>
    <message>
        <source>Purchase price %1</source>
        <translation>采购价格 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Nested entities, e.g. &quot;Card 4, rent price 1&quot;</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Peak compute (%1)</source>
        <extracomment>Peak compute at one precision; %1 is e.g. BF16</extracomment>
        <translation>峰值算力（%1）</translation>
    </message>
    <message>
        <source>%1 (low)</source>
        <extracomment>The low end of a low/likely/high range</extracomment>
        <translation>%1（最低）</translation>
    </message>
    <message>
        <source>%1 (likely)</source>
        <translation>%1（最可能）</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1（最高）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: some of the project&apos;s data is invalid (%2). Correct the fields marked in red and save again.</source>
        <extracomment>%1 is a file name, %2 the technical name of the refused value</extracomment>
        <translation>“%1”未保存：项目中有无效数据（%2）。请改正标红的字段后再保存。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field Suanpan knows; check its spelling.</source>
        <extracomment>%1 is the name of a field in a JSON document that Suanpan does not know</extracomment>
        <translation>“%1”不是算盘认识的字段，请检查拼写。</translation>
    </message>
    <message>
        <source>The identifier &quot;%1&quot; is used more than once.</source>
        <translation>标识符“%1”出现了不止一次。</translation>
    </message>
    <message>
        <source>This is not a model configuration: a config.json holds a group of named fields.</source>
        <translation>这不是模型配置文件：config.json 应当是一组命名字段（JSON 对象）。</translation>
    </message>
    <message>
        <source>The model configuration has no &quot;%1&quot; field, which Suanpan needs to size the model.</source>
        <extracomment>%1 is a field name in a config.json, e.g. &quot;hidden_size&quot;</extracomment>
        <translation>模型配置中缺少“%1”字段，算盘需要它来估算模型规模。</translation>
    </message>
    <message>
        <source>In the model configuration, &quot;%1&quot; must be %2.</source>
        <extracomment>%1 is a field name in a config.json, %2 a kind of value (&quot;a whole number&quot;)</extracomment>
        <translation>模型配置中的“%1”必须是%2。</translation>
    </message>
    <message>
        <source>In the model configuration, &quot;%1&quot; is out of range (%2).</source>
        <extracomment>%1 is a field name in a config.json, %2 its value</extracomment>
        <translation>模型配置中的“%1”超出允许范围（%2）。</translation>
    </message>
    <message>
        <source>In the model configuration, &quot;%1&quot; leads to an implausible model size.</source>
        <translation>模型配置中的“%1”导致模型规模不合理。</translation>
    </message>
    <message>
        <source>In the model configuration, &quot;%1&quot; does not agree with %2.</source>
        <extracomment>%1 is a field name in a config.json, %2 another field and its value (&quot;experts = 8&quot;)</extracomment>
        <translation>模型配置中的“%1”与 %2 不一致。</translation>
    </message>
    <message>
        <source>Line %1</source>
        <extracomment>A line of an imported file; %1 is its number</extracomment>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件是空的。</translation>
    </message>
    <message>
        <source>Suanpan cannot tell which tool wrote this file. Choose its kind in the list next to the import button and import it again.</source>
        <translation>算盘无法判断这个文件是哪个工具输出的。请在导入按钮旁的列表中选择它的类型，再导入一次。</translation>
    </message>
    <message>
        <source>The file is too large to keep as evidence (%1 bytes; at most 4 MB).</source>
        <translation>文件太大，无法作为证据保存（%1 字节；最多 4 MB）。</translation>
    </message>
    <message>
        <source>This is not iperf3 output: run iperf3 with -J to get its JSON report (%1).</source>
        <translation>这不是 iperf3 的输出：请用 -J 参数运行 iperf3，得到 JSON 格式的报告（%1）。</translation>
    </message>
    <message>
        <source>The iperf3 report is cut off before its end; copy the whole output or run the test again.</source>
        <translation>iperf3 报告在结尾之前被截断了；请复制完整输出，或重新测试。</translation>
    </message>
    <message>
        <source>iperf3 reports that the test failed: %1</source>
        <extracomment>%1 is iperf3&apos;s own error message, in English</extracomment>
        <translation>iperf3 报告测试失败：%1</translation>
    </message>
    <message>
        <source>The iperf3 report has no result summary (%1 is missing); the test may not have finished.</source>
        <extracomment>%1 is a position in a JSON document, such as &quot;/end/sum_received&quot;</extracomment>
        <translation>iperf3 报告里没有结果汇总（缺少 %1）；测试可能没有跑完。</translation>
    </message>
    <message>
        <source>In the iperf3 report, %1 must be %2.</source>
        <translation>iperf3 报告中，%1 应为%2。</translation>
    </message>
    <message>
        <source>The iperf3 report holds an impossible value at %1.</source>
        <translation>iperf3 报告在 %1 处有不可能出现的数值。</translation>
    </message>
    <message>
        <source>The output is too large to read.</source>
        <translation>输出太大，无法读取。</translation>
    </message>
    <message>
        <source>The iperf3 report is nested too deeply to read.</source>
        <translation>iperf3 报告嵌套层级太深，无法读取。</translation>
    </message>
    <message>
        <source>nvidia-smi reports that it failed: %1</source>
        <extracomment>%1 is nvidia-smi&apos;s own message, in English</extracomment>
        <translation>nvidia-smi 报告自身运行失败：%1</translation>
    </message>
    <message>
        <source>This is not nvidia-smi output: no line names a column such as &quot;name&quot; or &quot;memory.total&quot;, and there is no &quot;NVSMI LOG&quot; report.</source>
        <translation>这不是 nvidia-smi 的输出：没有任何一行包含“name”或“memory.total”等列名，也没有“NVSMI LOG”报告。</translation>
    </message>
    <message>
        <source>%1 has %3 columns where %2 are expected.</source>
        <extracomment>%1 is a place such as &quot;Line 4&quot; or &quot;GPU2&quot;; %2 and %3 are column counts</extracomment>
        <translation>%1 有 %3 列，应为 %2 列。</translation>
    </message>
    <message>
        <source>The nvidia-smi output lists no card.</source>
        <translation>nvidia-smi 输出中没有任何显卡。</translation>
    </message>
    <message>
        <source>The nvidia-smi output lists more cards than one machine can hold.</source>
        <translation>nvidia-smi 输出的显卡数量超过一台机器能装下的数量。</translation>
    </message>
    <message>
        <source>This is not &quot;nvidia-smi topo -m&quot; output: no row names GPU0.</source>
        <translation>这不是“nvidia-smi topo -m”的输出：没有以 GPU0 开头的行。</translation>
    </message>
    <message>
        <source>The card topology has no row for %1; copy the whole matrix.</source>
        <translation>显卡拓扑中缺少 %1 这一行；请复制完整的矩阵。</translation>
    </message>
    <message>
        <source>The card topology lists %1 twice.</source>
        <translation>显卡拓扑中 %1 出现了两次。</translation>
    </message>
    <message>
        <source>The card topology lists more cards than one machine can hold.</source>
        <translation>显卡拓扑中的显卡数量超过一台机器能装下的数量。</translation>
    </message>
    <message>
        <source>%1 is not a number (&quot;%2&quot;).</source>
        <extracomment>%1 is a place such as &quot;line 4&quot;, %2 the text found there</extracomment>
        <translation>%1 不是数字（“%2”）。</translation>
    </message>
    <message>
        <source>%1: card counts must be whole numbers above zero and throughput must be above zero.</source>
        <translation>%1：卡数必须是大于零的整数，吞吐量必须大于零。</translation>
    </message>
    <message>
        <source>A scaling table needs results for at least two card counts.</source>
        <translation>扩展性测试表至少需要两种卡数的结果。</translation>
    </message>
    <message>
        <source>%1: step times and tokens per step must be above zero.</source>
        <translation>%1：每步耗时和每步 token 数必须大于零。</translation>
    </message>
    <message>
        <source>The training log has no steps to measure.</source>
        <translation>训练日志中没有可测量的步数。</translation>
    </message>
    <message>
        <source>Evidence %1</source>
        <extracomment>One imported tool output or document, numbered from 1</extracomment>
        <translation>验收凭据 %1</translation>
    </message>
    <message>
        <source>%1 has a value this version of Suanpan does not know (&quot;%2&quot;).</source>
        <extracomment>%2 is a code this version of Suanpan does not know, e.g. a cost line &quot;bribes&quot;</extracomment>
        <translation>%1的值“%2”是此版本算盘不认识的。</translation>
    </message>
    <message>
        <source>Switched-off cost line %1</source>
        <extracomment>One of the cost lines the user left out of every total, numbered from 1</extracomment>
        <translation>已关闭的成本项 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than Suanpan handles (%2). The limits are 50 workloads, 200 options, 2000 workload-option pairs and 1000 evidence records.</source>
        <extracomment>%1 is a file name, %2 what is over the limit, e.g. &quot;options 5000 &gt; 200&quot;</extracomment>
        <translation>“%1”超出了算盘能处理的规模（%2）。上限为 50 个任务、200 个方案、2000 个任务与方案的组合、1000 条证据。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not opened: another program was interrupted while saving it, and its rollback journal is still next to the file. Open the file once in that program (or the sqlite3 shell) to finish the rollback, then try again.</source>
        <extracomment>A rollback journal: the FILE-journal file SQLite writes while saving</extracomment>
        <translation>“%1”未打开：另一个程序保存它时被中断，其回滚日志仍在文件旁边。请先用该程序（或 sqlite3 命令行）打开一次该文件以完成回滚，然后重试。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: it is not a regular file (a device, pipe or folder).</source>
        <translation>“%1”未保存：它不是普通文件（而是设备、管道或文件夹）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: another program changed it after it was opened.</source>
        <translation>“%1”未保存：打开之后，另一个程序修改了它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: another program kept saving in its folder. Try again.</source>
        <translation>“%1”未保存：另一个程序一直在该文件夹中保存文件。请重试。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved, but its folder could not be synced to disk: a power cut now could bring back the previous version.</source>
        <translation>“%1”已保存，但其所在文件夹未能同步到磁盘：此时断电可能会恢复成上一个版本。</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: the folder does not exist or is read-only (%2).</source>
        <translation>无法写入“%1”：文件夹不存在或为只读（%2）。</translation>
    </message>
    <message>
        <source>Writing &quot;%1&quot; failed, so nothing was written (%2). Is the disk full?</source>
        <translation>写入“%1”失败，未写入任何内容（%2）。磁盘是否已满？</translation>
    </message>
    <message>
        <source>%1 is larger than Suanpan handles (%2).</source>
        <extracomment>%2 the value, %3 the largest value Suanpan accepts there</extracomment>
        <translation>%1 超出算盘能处理的范围（%2）。</translation>
    </message>
    <message>
        <source>%1 is larger than Suanpan handles: %2, at most %3.</source>
        <translation>%1 超出算盘能处理的范围：%2，最多 %3。</translation>
    </message>
    <message>
        <source>%1 is too long (%2 bytes).</source>
        <extracomment>%2 and %3 lengths in bytes of UTF-8 (a Chinese character takes 3)</extracomment>
        <translation>%1 太长（%2 字节）。</translation>
    </message>
    <message>
        <source>%1 is too long: %2 bytes, at most %3.</source>
        <translation>%1 太长：%2 字节，最多 %3 字节。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <extracomment>%1 a sentence about a problem; %n further problems</extracomment>
        <translation>
            <numerusform>%1（另有 %n 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: %2 is larger than Suanpan handles (%3, at most %4). Correct it and save again.</source>
        <extracomment>%1 a file name, %2 a field such as &quot;Option 2: Card count&quot;, %3 its value, %4 the largest value Suanpan handles (for a text: lengths in bytes)</extracomment>
        <translation>“%1”未保存：%2 超出算盘能处理的范围（%3，最多 %4）。请改正后再保存。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not opened: %2 is larger than Suanpan handles (%3, at most %4). Nothing in the file was changed.</source>
        <extracomment>%1 a file name, %2 a field such as &quot;Option 2: Card count&quot;, %3 its value, %4 the largest value Suanpan handles (for a text: lengths in bytes)</extracomment>
        <translation>“%1”未打开：%2 超出算盘能处理的范围（%3，最多 %4）。文件内容未作任何改动。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not opened: &quot;%2&quot; next to it is not a regular file (a pipe, device or folder), so the database cannot be opened safely. Move it away and try again.</source>
        <extracomment>%1 a file name, %2 the path of its FILE-journal or FILE-wal</extracomment>
        <translation>“%1”未打开：旁边的“%2”不是普通文件（而是管道、设备或文件夹），无法安全地打开数据库。请将它移走后重试。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: the save was cancelled while another program was saving in its folder. The file is as it was.</source>
        <translation>“%1”未保存：等待另一个程序在该文件夹中保存时，保存已取消。文件保持原样。</translation>
    </message>
    <message>
        <source>The workbook &quot;%1&quot; could not be built, so nothing was written (%2).</source>
        <extracomment>%2 the workbook library&apos;s reason, in English</extracomment>
        <translation>无法生成工作簿“%1”，未写入任何内容（%2）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file (a pipe, device or socket); an export only replaces files. Nothing was written.</source>
        <translation>“%1”不是普通文件（而是管道、设备或套接字）；导出只会替换普通文件。未写入任何内容。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a Suanpan project; an export never replaces one. Choose another name.</source>
        <translation>“%1”是算盘项目文件，导出绝不会覆盖项目文件。请换一个文件名。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is read-only, so nothing was written. Choose another name.</source>
        <translation>“%1”是只读文件，未写入任何内容。请换一个文件名。</translation>
    </message>
    <message>
        <source>Compute voucher %1</source>
        <extracomment>A compute voucher (算力券), numbered from 1</extracomment>
        <translation>算力券 %1</translation>
    </message>
    <message>
        <source>%1 is not a date (YYYY-MM-DD): &quot;%2&quot;.</source>
        <extracomment>%2 what was written instead of a date</extracomment>
        <translation>%1 不是日期（YYYY-MM-DD）：“%2”。</translation>
    </message>
    <message>
        <source>%1 is not a number: &quot;%2&quot;.</source>
        <extracomment>%2 what was written instead of a number</extracomment>
        <translation>%1 不是数字：“%2”。</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <extracomment>A provider&apos;s quote, numbered from 1</extracomment>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>导出已取消，未写入任何内容。</translation>
    </message>
    <message>
        <source>The charts could not be saved in &quot;%1&quot;: %2</source>
        <extracomment>%1 a folder, %2 the reason a chart image could not be written</extracomment>
        <translation>图表未能保存到“%1”：%2</translation>
    </message>
    <message>
        <source>The checklist &quot;%1&quot; was not found.</source>
        <translation>找不到检查清单“%1”。</translation>
    </message>
    <message>
        <source>In the checklist &quot;%1&quot;: %2</source>
        <extracomment>%1 is a checklist template&apos;s file name, %2 a sentence about the problem in it</extracomment>
        <translation>检查清单“%1”中：%2</translation>
    </message>
    <message>
        <source>No amount was entered.</source>
        <translation>没有填写数量。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range.</source>
        <extracomment>%1 an amount as typed, e.g. &quot;3e400&quot;</extracomment>
        <translation>“%1”超出范围。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount Suanpan reads (for example 2.5k or 1e6).</source>
        <extracomment>%1 what was typed where an amount was expected</extracomment>
        <translation>“%1”不是算盘能识别的数量（例如 2.5k 或 1e6）。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an identifier: use lower-case letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot;.</source>
        <extracomment>%2 the identifier as written</extracomment>
        <translation>%1“%2”不是合法的标识符：只能用小写字母、数字、“-”、“_”和“.”。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1为空。</translation>
    </message>
    <message>
        <source>%1 names &quot;%2&quot;, which is not a field of a Suanpan plan.</source>
        <extracomment>%2 a field name as written in a checklist file</extracomment>
        <translation>%1指向“%2”，但算盘的方案里没有这个字段。</translation>
    </message>
    <message>
        <source>%1 names the checklist item &quot;%2&quot;, which no checklist has.</source>
        <extracomment>%2 a checklist item&apos;s identifier</extracomment>
        <translation>%1指向检查项“%2”，但没有任何清单包含它。</translation>
    </message>
    <message>
        <source>%1 names the item itself (&quot;%2&quot;).</source>
        <translation>%1指向了检查项自身（“%2”）。</translation>
    </message>
    <message>
        <source>A provider quote prices rented cards only: rent this option or remove its quote.</source>
        <translation>服务商报价只用于租用的卡：请把这个方案改为租用，或去掉它的报价。</translation>
    </message>
    <message>
        <source>The quote is valid until a day before it was quoted.</source>
        <translation>报价的有效期截止日早于报价日期。</translation>
    </message>
</context>
<context>
    <name>EstimateText</name>
    <message>
        <source>%1 KB</source>
        <extracomment>Kilobytes (binary); %1 is a number</extracomment>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>Megabytes (binary); %1 is a number</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 FLOPs</source>
        <extracomment>Floating-point operations; %1 is a number such as 4.31 x 10^21</extracomment>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <extracomment>Compute rate in tera floating-point operations per second</extracomment>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage; %1 is a number. Chinese writes it without a space: %1%</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 % (likely %2)</source>
        <extracomment>MFU range: %1 is &quot;29-50&quot;, %2 the likely value with its unit</extracomment>
        <translation>%1%（最可能 %2）</translation>
    </message>
    <message>
        <source>%1 card-hours</source>
        <extracomment>Card-hours: cards x hours; %1 is a number
----------
%1 is a range such as &quot;21,000-36,000&quot; (P10-P90)</extracomment>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>%1 card-hours (likely %2)</source>
        <extracomment>%1 is a range such as &quot;21,000-36,000&quot;, %2 the likely value</extracomment>
        <translation>%1 卡时（最可能 %2）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>Milliseconds; %1 is a number</extracomment>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Seconds; %1 is a number</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <extracomment>Throughput; %1 is a number of tokens per second</extracomment>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <extracomment>Activation recomputation of the attention part only</extracomment>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>no ZeRO</source>
        <translation>不用 ZeRO</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <extracomment>ZeRO optimizer sharding stage, e.g. &quot;ZeRO-3&quot;</extracomment>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>%1, %2, %3, micro-batch %4</source>
        <extracomment>A parallel layout: %1 &quot;TP 8 x PP 2 x DP 4&quot;, %2 ZeRO stage, %3 recomputation, %4 the sequences per micro-batch</extracomment>
        <translation>%1，%2，%3，微批 %4</translation>
    </message>
    <message>
        <source>QLoRA (4-bit frozen base with adapters)</source>
        <translation>改用 QLoRA（4 位量化冻结基座加适配器）</translation>
    </message>
    <message>
        <source>Hopper-class card in an 8-card NVLink domain: tuned runs reach about %1 (Llama 3: 38-43 % on H100)</source>
        <translation>Hopper 级别、8 卡 NVLink 互联的卡：调优后约可达 %1（Llama 3 在 H100 上为 38–43%）</translation>
    </message>
    <message>
        <source>A100/A800-class card in an 8-card NVLink domain: about %1 (Megatron-LM: about 52 % on A100)</source>
        <translation>A100/A800 级别、8 卡 NVLink 互联的卡：约 %1（Megatron-LM 在 A100 上约 52%）</translation>
    </message>
    <message>
        <source>Data-centre card without an 8-card NVLink domain: about %1</source>
        <translation>没有 8 卡 NVLink 互联的数据中心卡：约 %1</translation>
    </message>
    <message>
        <source>Consumer or small PCIe card: about %1</source>
        <translation>消费级或小显存 PCIe 卡：约 %1</translation>
    </message>
    <message>
        <source>Small model (under 3 B active parameters): %1, small matrix multiplications leave the tensor cores underfed</source>
        <translation>小模型（激活参数少于 3B）：%1，矩阵乘法规模小，Tensor Core 吃不满</translation>
    </message>
    <message>
        <source>Full recomputation: %1, the forward pass runs twice</source>
        <translation>完全重计算：%1，前向传播要跑两遍</translation>
    </message>
    <message>
        <source>Selective recomputation: %1, attention only (Korthikanti et al. 2022)</source>
        <translation>选择性重计算：%1，只重算注意力部分（Korthikanti 等，2022）</translation>
    </message>
    <message>
        <source>Cards for pre-training and full fine-tuning: data-centre cards with large memory and NVLink, such as %1.</source>
        <translation>预训练和全量微调选卡：大显存、带 NVLink 的数据中心卡，例如 %1。</translation>
    </message>
    <message>
        <source>Cards for LoRA and QLoRA fine-tuning: cost-effective 24-48 GB cards, such as %1.</source>
        <translation>LoRA/QLoRA 微调选卡：性价比高的 24–48 GB 显存卡，例如 %1。</translation>
    </message>
    <message>
        <source>Cards for serving: efficient inference cards, such as %1.</source>
        <translation>推理服务选卡：能效比高的推理卡，例如 %1。</translation>
    </message>
    <message>
        <source>Scale: a 7B-13B-class model fits one server with 4-8 cards and at least 160 GB of card memory in all.</source>
        <translation>规模：7B–13B 级模型单机多卡即可，4–8 张卡，显存总量不低于 160 GB。</translation>
    </message>
    <message>
        <source>Scale: a 10B-100B-class model needs several servers with tensor and pipeline parallelism, at least 80 GB per card and 400 Gb/s between servers.</source>
        <translation>规模：百亿级模型需要多机分布式训练，采用张量并行和流水线并行，单卡显存不低于 80 GB，节点间带宽 400 Gb/s。</translation>
    </message>
    <message>
        <source>Scale: a 100B+ model needs hundreds of cards from a platform provider.</source>
        <translation>规模：千亿级以上模型需要向平台方租用数百张卡。</translation>
    </message>
    <message>
        <source>Billing: monthly, quarterly or yearly, for long and steady training runs.</source>
        <translation>计费：长期稳定的训练任务选包月、包季或包年。</translation>
    </message>
    <message>
        <source>Billing: by the hour, released as soon as the job is done.</source>
        <translation>计费：按小时计费，任务完成立即释放。</translation>
    </message>
    <message>
        <source>Billing: a monthly base plus elastic capacity for peaks.</source>
        <translation>计费：包月保底，高峰时弹性扩容。</translation>
    </message>
    <message>
        <source>Interconnect: NVLink inside each server, and InfiniBand or RoCE of at least 100 Gb/s between servers.</source>
        <translation>互联：机内用 NVLink，节点间用不低于 100 Gb/s 的 InfiniBand 或 RoCE。</translation>
    </message>
    <message>
        <source>%1 is a consumer card: do not train a 100B+ model on it.</source>
        <translation>%1 是消费级显卡：别拿它硬跑千亿参数模型。</translation>
    </message>
    <message>
        <source>%1 has no NVLink: tensor parallel over %2 cards goes through PCIe and loses much of its speed.</source>
        <translation>%1 没有 NVLink：%2 卡张量并行要走 PCIe，速度损失很大。</translation>
    </message>
    <message>
        <source>24 GB cards such as %1 are too small for a full fine-tune of a 7B model: use LoRA or QLoRA, or 80 GB cards.</source>
        <translation>%1 这类 24 GB 显存的卡不够做 7B 模型全量微调：请改用 LoRA/QLoRA，或选 80 GB 显存的卡。</translation>
    </message>
    <message>
        <source>A spot instance for a job of about %1 hours will likely be reclaimed before it ends.</source>
        <translation>任务约需 %1 小时，用竞价实例很可能在完成前被回收。</translation>
    </message>
    <message>
        <source>Scaling efficiency is only %1: below 75 %, every added card wastes more money; ask for a 16-to-64-card scaling test before signing.</source>
        <translation>线性扩展效率只有 %1：低于 75% 时，加卡越多浪费越大；签约前请要求做一次 16 卡到 64 卡的扩展测试。</translation>
    </message>
    <message>
        <source>%1 cards on office power sockets: have an electrician check the circuit and plan for a UPS.</source>
        <translation>办公室插座上跑 %1 张卡：请电工检查线路，并配备 UPS。</translation>
    </message>
    <message>
        <source>%1 is a domestic card: verify your operators and framework on a small instance before renting many.</source>
        <translation>%1 是国产卡：大规模租用前，先在小规格实例上验证算子和框架的兼容性。</translation>
    </message>
    <message>
        <source>An office room in summer: cards throttle above 35 degrees C without dedicated cooling.</source>
        <translation>夏季办公室机房：没有专用制冷时，室温超过 35°C 显卡就会降频。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A recommendation and its source in parentheses, e.g. &quot;... (seed 001)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The layout the engine chooses, as options are priced: %1</source>
        <extracomment>%1 the layout the engine chose, e.g. &quot;TP 2 x PP 1 x DP 4, ZeRO-3, ...&quot;</extracomment>
        <translation>采用引擎为方案定价时选择的并行方案：%1</translation>
    </message>
    <message>
        <source>LoRA (frozen base, small adapters)</source>
        <translation>LoRA（冻结基座，只训练小型适配器）</translation>
    </message>
    <message>
        <source>%1 instead of %2, in the layout the engine chooses: %3</source>
        <extracomment>%1 the new method, %2 the old one (&quot;Full fine-tune&quot;), %3 the layout</extracomment>
        <translation>用 %1 代替 %2，并采用引擎选择的并行方案：%3</translation>
    </message>
    <message>
        <source>%1 instead of %2; the layout stays %3</source>
        <translation>用 %1 代替 %2；并行方案保持 %3</translation>
    </message>
    <message>
        <source>QLoRA and full recomputation together: %1</source>
        <extracomment>Two changes at once; %1 the layout after them</extracomment>
        <translation>同时采用 QLoRA 和完全重计算：%1</translation>
    </message>
    <message>
        <source>INT8 weights instead of %1</source>
        <translation>权重用 INT8 代替 %1</translation>
    </message>
    <message>
        <source>INT4 weights (AWQ/GPTQ) instead of %1</source>
        <translation>权重用 INT4（AWQ/GPTQ）代替 %1</translation>
    </message>
    <message>
        <source>At most %1 requests at a time instead of %2</source>
        <extracomment>%1 requests that fit, %2 requests asked for</extracomment>
        <translation>同时最多 %1 个请求，而不是 %2 个</translation>
    </message>
    <message>
        <source>%1 cards instead of %2: %3</source>
        <extracomment>%1 new card count, %2 current, %3 the layout at the new count</extracomment>
        <translation>用 %1 张卡代替 %2 张：%3</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <extracomment>%1 the new card with its memory, %2 the current card</extracomment>
        <translation>用 %1 代替 %2</translation>
    </message>
    <message>
        <source>Pipeline bubble: %1, stages wait while the pipeline fills and drains ((p - 1) / (v x m), Narayanan et al. 2021)</source>
        <translation>流水线气泡：%1，流水线填充和排空时各级在等待（(p − 1) / (v × m)，Narayanan 等 2021）</translation>
    </message>
    <message numerus="yes">
        <source>Communication not hidden behind compute over %n card(s): %1</source>
        <translation>
            <numerusform>%n 张卡之间未被计算掩盖的通信：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Interruptions: %1 of the wall time trains, restarts and checkpoints take the rest (Llama 3: over 90 % on 16 K H100s); this lengthens the time, not the MFU</source>
        <translation>中断：墙钟时间中 %1 在训练，其余花在重启和存检查点上（Llama 3 在 1.6 万张 H100 上超过 90%）；它拉长时间，不改变 MFU</translation>
    </message>
    <message>
        <source>Domestic card: about %1, its software stack is younger (%2)</source>
        <translation>国产卡：约 %1，软件生态尚不成熟（%2）</translation>
    </message>
    <message>
        <source>FP8: %1, only the matrix multiplications run in FP8, and quantising their inputs costs more the narrower they are (Transformer Engine: about 1.4x BF16 at hidden size 4096), while MFU is counted against the FP8 peak</source>
        <translation>FP8：%1，只有矩阵乘法以 FP8 运行，且矩阵越窄，量化其输入的开销占比越大（Transformer Engine：隐藏层维度 4096 时约为 BF16 的 1.4 倍），而 MFU 按 FP8 峰值计算</translation>
    </message>
    <message>
        <source>Matrix multiplications: %1, reading every weight once per step at 80 % of the memory bandwidth (formulas.md)</source>
        <translation>矩阵乘法：%1，每步以显存带宽的 80% 把全部权重读一遍（formulas.md）</translation>
    </message>
    <message>
        <source>Matrix multiplications: %1, compute-bound at this batch (2 x active parameters x batch FLOPs at 50 % of the peak)</source>
        <translation>矩阵乘法：%1，在此批大小下受算力限制（2 × 激活参数 × 批大小次浮点运算，按峰值的 50% 计）</translation>
    </message>
    <message>
        <source>Attention: %1, reading every request&apos;s KV cache, a step of its own after the matrix multiplications (per-operator roofline, Yuan et al. 2024)</source>
        <translation>注意力：%1，读取每个请求的 KV 缓存，在矩阵乘法之后单独成为一步（逐算子屋顶线模型，Yuan 等，2024）</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces: %1, two per layer between the replica&apos;s cards</source>
        <translation>张量并行全归约：%1，每层两次，在副本内各卡之间进行</translation>
    </message>
    <message>
        <source>Low precision: %1 of the peak, the matrix multiplications speed up less than the peak because their inputs are quantised every step, which costs more the narrower each card&apos;s share of them (Transformer Engine: FP8 about 1.4x, NVFP4 about 2x BF16 at width 4096)</source>
        <translation>低精度：达到峰值的 %1，矩阵乘法的提速低于峰值之比，因为每步都要量化其输入，每张卡分到的矩阵越窄，这部分开销占比越大（Transformer Engine：宽度 4096 时 FP8 约为 BF16 的 1.4 倍，NVFP4 约 2 倍）</translation>
    </message>
    <message>
        <source>Uneven pipeline stages: %1, the stage with the most layers sets the pace (ceil(L / p) x p / L)</source>
        <extracomment>MFU reason: the pipeline stages hold unequal numbers of layers</extracomment>
        <translation>流水线各段层数不均：%1，层数最多的一段（L/p 向上取整）决定节奏</translation>
    </message>
    <message>
        <source>%1 has no NVLink, so tensor parallel over %2 cards goes through PCIe; the engine still chose it because no faster layout fits at this card count (scaling %3 with it).</source>
        <extracomment>%1 card, %2 cards in tensor parallel, %3 the layout&apos;s scaling efficiency</extracomment>
        <translation>%1 没有 NVLink，%2 卡张量并行要走 PCIe；引擎仍然选择它，因为在这个卡数下没有更快的并行方式能装得下（采用后扩展效率 %3）。</translation>
    </message>
</context>
<context>
    <name>EvidencePanel</name>
    <message>
        <source>Import what the tools printed on the delivered machines (iperf3 -J, nvidia-smi, nvidia-smi topo -m, a scaling table, a training log), or drop the files on this page. Each result is checked against this option&apos;s plan and the provider&apos;s promises.</source>
        <translation>导入在交付机器上运行工具得到的输出（iperf3 -J、nvidia-smi、nvidia-smi topo -m、扩展性测试表、训练日志），也可以把文件拖到本页。每份结果都会与本方案的规划和服务商的承诺逐项对照。</translation>
    </message>
    <message>
        <source>&amp;Import evidence...</source>
        <translation>导入证据(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <extracomment>Label before the list of evidence kinds (iperf3, nvidia-smi, ...)</extracomment>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>Detect from content</source>
        <translation>按内容自动识别</translation>
    </message>
    <message>
        <source>&amp;Apply suggested status</source>
        <translation>采用建议状态(&amp;A)</translation>
    </message>
    <message>
        <source>Set the checklist items this result tests to pass or fail, as its findings say (one undo step).</source>
        <translation>按这份结果的核查结论，把它所检验的清单项设为通过或不通过（可一步撤销）。</translation>
    </message>
    <message>
        <source>&amp;Remove evidence</source>
        <translation>删除证据(&amp;R)</translation>
    </message>
    <message>
        <source>%1 - %2, imported %3</source>
        <extracomment>An evidence entry: %1 file name, %2 kind, %3 date and time of the import</extracomment>
        <translation>%1 - %2，导入于 %3</translation>
    </message>
    <message>
        <source>No evidence for %1 yet.</source>
        <translation>%1 还没有证据。</translation>
    </message>
    <message>
        <source>%1, imported %2</source>
        <translation>%1，导入于 %2</translation>
    </message>
    <message>
        <source>Cannot be read:</source>
        <translation>无法读取：</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>实测：</translation>
    </message>
    <message>
        <source>Nothing to hold it against: choose an option at the top of the page to check results against what was ordered.</source>
        <translation>没有可对照的规划：请在页面顶部选择一个方案，才能把结果与订购内容对照。</translation>
    </message>
    <message>
        <source>Nothing in this result can be held against the plan or a promise.</source>
        <translation>这份结果中没有可以与规划或承诺对照的内容。</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>不通过</translation>
    </message>
    <message>
        <source>Import evidence</source>
        <translation>导入证据</translation>
    </message>
    <message>
        <source>Set from the evidence &quot;%1&quot;.</source>
        <extracomment>Note written on a checklist item; %1 is a file name</extracomment>
        <translation>根据证据“%1”设置。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between measured facts in a list</extracomment>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>Proves %n checklist item(s): %1</source>
        <extracomment>Above the findings of imported evidence; %1 the checklist items it proves, joined by &quot;; &quot;</extracomment>
        <translation>
            <numerusform>可用于 %n 个核查项：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>&amp;Export</source>
        <extracomment>File menu: the submenu of every file Suanpan can write for a client</extracomment>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)...</source>
        <extracomment>File &gt; Export: the PDF report (opens a dialog for its language and sections)</extracomment>
        <translation>报告 (PDF)(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Slides (PDF)...</source>
        <extracomment>File &gt; Export: the presentation as a PDF, one slide per page</extracomment>
        <translation>幻灯片 (PDF)(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Workbook (XLSX)...</source>
        <extracomment>File &gt; Export: every input and result as an Excel workbook</extracomment>
        <translation>工作簿 (XLSX)(&amp;W)...</translation>
    </message>
    <message>
        <source>&amp;Comparison (CSV)...</source>
        <extracomment>File &gt; Export: the comparison table as CSV</extracomment>
        <translation>方案对比 (CSV)(&amp;C)...</translation>
    </message>
    <message>
        <source>All C&amp;harts...</source>
        <extracomment>File &gt; Export: every chart as PNG and SVG into a folder</extracomment>
        <translation>全部图表(&amp;H)...</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>%1 - %2</source>
        <extracomment>An exported file&apos;s name: %1 the project&apos;s title, %2 what the file holds (&quot;report&quot;)</extracomment>
        <translation>%1 - %2</translation>
    </message>
</context>
<context>
    <name>ExportNotice</name>
    <message>
        <source>Open folder</source>
        <extracomment>Button after an export: show the folder the file went into in the file manager</extracomment>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Exported &quot;%1&quot; to %2</source>
        <translation>已导出“%1”到 %2</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>Export All Charts</source>
        <extracomment>Title of the folder dialog for File &gt; Export &gt; All Charts</extracomment>
        <translation>导出全部图表</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <extracomment>Title of the save dialog of the PDF report</extracomment>
        <translation>导出报告（PDF）</translation>
    </message>
    <message>
        <source>Export Slides as PDF</source>
        <extracomment>Title of the save dialog of the slides (the presentation as a PDF)</extracomment>
        <translation>导出幻灯片（PDF）</translation>
    </message>
    <message>
        <source>Export Workbook</source>
        <extracomment>Title of the save dialog of the Excel workbook</extracomment>
        <translation>导出工作簿（XLSX）</translation>
    </message>
    <message>
        <source>Export Comparison as CSV</source>
        <extracomment>Title of the save dialog of the comparison table as CSV</extracomment>
        <translation>导出方案对比（CSV）</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;Comparison table as CSV (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;方案对比表 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Comparison table as CSV (*.csv)</source>
        <translation>方案对比表 CSV (*.csv)</translation>
    </message>
    <message>
        <source>report</source>
        <extracomment>File name suggested for the exported report (no extension)</extracomment>
        <translation>报告</translation>
    </message>
    <message>
        <source>slides</source>
        <extracomment>File name suggested for the exported slides (no extension)</extracomment>
        <translation>幻灯片</translation>
    </message>
    <message>
        <source>comparison</source>
        <extracomment>File name suggested for the exported workbook (no extension)</extracomment>
        <translation>方案对比</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>the report</source>
        <extracomment>Status bar while exporting: &quot;Writing the report...&quot;; the thing written</extracomment>
        <translation>报告</translation>
    </message>
    <message>
        <source>the slides</source>
        <translation>幻灯片</translation>
    </message>
    <message>
        <source>the workbook</source>
        <translation>工作簿</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>the sign-off sheet</source>
        <translation>签约前核对表</translation>
    </message>
    <message>
        <source>The report was not exported. %1</source>
        <extracomment>%1 why, e.g. &quot;the folder is read-only&quot;</extracomment>
        <translation>报告未导出。%1</translation>
    </message>
    <message>
        <source>The slides were not exported. %1</source>
        <translation>幻灯片未导出。%1</translation>
    </message>
    <message>
        <source>The workbook was not exported. %1</source>
        <translation>工作簿未导出。%1</translation>
    </message>
    <message>
        <source>The sign-off sheet was not exported. %1</source>
        <translation>签约前核对表未能导出。%1</translation>
    </message>
    <message>
        <source>Another export is still running; try again when it is done.</source>
        <extracomment>An export asked for while File &gt; Export is still writing another file</extracomment>
        <translation>另一项导出仍在进行，请待其完成后再试。</translation>
    </message>
    <message>
        <source>Nothing was exported: the project cannot be evaluated. %1</source>
        <extracomment>%1 why the project cannot be evaluated</extracomment>
        <translation>未导出任何内容：该项目无法评估。%1</translation>
    </message>
</context>
<context>
    <name>ExportingNotice</name>
    <message>
        <source>Export cancelled: no file was written.</source>
        <extracomment>Status bar after File &gt; Export was cancelled</extracomment>
        <translation>已取消导出：没有写入任何文件。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Writing %1: %2 of %3</source>
        <extracomment>Status bar while exporting: %1 what (&quot;the report&quot;), %2 of %3 pages or slides</extracomment>
        <translation>正在写入%1：%2 / %3</translation>
    </message>
    <message>
        <source>Preparing %1...</source>
        <extracomment>Status bar while an export is prepared; %1 what (&quot;the report&quot;)</extracomment>
        <translation>正在准备%1……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the export; no file is written</source>
        <extracomment>Tooltip of Cancel beside an export&apos;s progress</extracomment>
        <translation>停止导出，不写入任何文件</translation>
    </message>
</context>
<context>
    <name>FacilityDialog</name>
    <message>
        <source>Another of your facilities already has the identifier &quot;%1&quot;.</source>
        <extracomment>%1 is a facility identifier such as &quot;idc-baoan&quot;</extracomment>
        <translation>你已有另一个机房使用标识“%1”。</translation>
    </message>
    <message>
        <source>The facility is complete.</source>
        <translation>这个机房的信息已完整。</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>还有 %n 个字段需要填入有效值才能确定。</numerusform>
        </translation>
    </message>
    <message>
        <source>New Facility</source>
        <translation>新建机房</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Site</source>
        <extracomment>Group: the facility&apos;s scale, power, cooling and network</extracomment>
        <translation>场地</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>合规</translation>
    </message>
    <message>
        <source>Power and prices</source>
        <extracomment>Group of the facility&apos;s PUE, cabinet rent, power quota and electricity price (CNY)</extracomment>
        <translation>电力与价格</translation>
    </message>
    <message>
        <source>e.g. idc-longgang</source>
        <translation>例如 idc-longgang</translation>
    </message>
    <message>
        <source>A short, unique identifier. The same identifier as a built-in facility replaces that facility in this project.</source>
        <translation>简短且唯一的标识。与内置机房相同的标识会在本项目中替代该内置机房。</translation>
    </message>
    <message>
        <source>e.g. Bao&apos;an, Nanshan, Guizhou</source>
        <translation>例如 宝安、南山、贵州</translation>
    </message>
    <message>
        <source>Where the figures come from</source>
        <translation>这些数字的出处</translation>
    </message>
    <message>
        <source>The smallest and largest number of cards this facility suits; the option search only places counts in between here.</source>
        <translation>这个机房适合的最少和最多卡数；方案搜索只在这个范围内安排卡数。</translation>
    </message>
    <message>
        <source>The share of the last six months the facility was up, as its statistics show.</source>
        <translation>机房统计的近半年可用时间占比。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: total facility power over IT power, at least 1. Cooling and losses add the part above 1.</source>
        <translation>电能使用效率：机房总用电除以 IT 设备用电，至少为 1。高出 1 的部分来自制冷和损耗。</translation>
    </message>
    <message>
        <source>What one cabinet costs per month; zero for a cloud or an office room.</source>
        <translation>每个机柜的月租；云主机和办公室机房填 0。</translation>
    </message>
    <message>
        <source>The power one cabinet (or office circuit) may draw. It decides how many servers share a cabinet. Not needed for a GPU cloud.</source>
        <translation>单个机柜（或办公室专用线路）可用的电力配额，决定一个机柜能放几台服务器。GPU 云无需填写。</translation>
    </message>
    <message>
        <source>What one kWh costs at this facility, before PUE.</source>
        <translation>这个机房每度电的价格，未计 PUE。</translation>
    </message>
    <message>
        <source>Checked: the bandwidth above is per card (a rail-optimised training cluster gives each card its own 400 Gb/s port). Unchecked: the cards of a server share it.</source>
        <translation>勾选：上面的带宽按每张卡计（按轨道优化的训练集群给每张卡一个独立的 400 Gb/s 网口）。不勾选：同一台服务器的卡共用这条带宽。</translation>
    </message>
</context>
<context>
    <name>FieldLabel</name>
    <message>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters (total)</source>
        <translation>参数量（总）</translation>
    </message>
    <message>
        <source>Parameters (active per token)</source>
        <translation>参数量（每 token 激活）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <extracomment>Key/value heads of grouped-query attention</extracomment>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <extracomment>Feed-forward (MLP) intermediate size</extracomment>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Experts</source>
        <extracomment>Mixture-of-experts: routed experts per layer</extracomment>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <source>Model source</source>
        <translation>模型来源</translation>
    </message>
    <message>
        <source>Precision</source>
        <extracomment>Numeric precision of weights and compute (BF16, INT8, ...)</extracomment>
        <translation>精度</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Global batch</source>
        <extracomment>Sequences per optimizer step</extracomment>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <extracomment>Simultaneous requests being served</extracomment>
        <translation>并发数</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>First-token latency target</source>
        <extracomment>Time to first token (TTFT) that the service must meet</extracomment>
        <translation>首 token 延迟目标</translation>
    </message>
    <message>
        <source>Data set size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Card count</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Where the cards run: office room, IDC cabinet, cloud, ...</extracomment>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <extracomment>Rent, host or build</extracomment>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>Shortlisted</source>
        <extracomment>An option shortlisted for the presentation</extracomment>
        <translation>入选</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <source>Board power (TDP)</source>
        <translation>整卡功耗（TDP）</translation>
    </message>
    <message>
        <source>Card-to-card link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Card-to-card link type</source>
        <translation>卡间互联类型</translation>
    </message>
    <message>
        <source>Card-to-card bandwidth</source>
        <translation>卡间互联带宽</translation>
    </message>
    <message>
        <source>Cards per fast-link domain</source>
        <translation>高速互联域卡数</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>规格形态</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Market status</source>
        <translation>市场供应状态</translation>
    </message>
    <message>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>采购价格</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>报价依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source date</source>
        <translation>来源日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Figure sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Kind of facility (office room, IDC cabinet, ...)</extracomment>
        <translation>类型</translation>
    </message>
    <message>
        <source>District</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Minimum cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>Maximum cards</source>
        <translation>最多卡数</translation>
    </message>
    <message>
        <source>Power redundancy</source>
        <translation>电力冗余</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <source>PUE</source>
        <extracomment>Power usage effectiveness of a data centre</extracomment>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Network bandwidth between nodes</source>
        <translation>节点间网络带宽</translation>
    </message>
    <message>
        <source>Network fabric</source>
        <translation>组网方式</translation>
    </message>
    <message>
        <source>Spare parts on site</source>
        <translation>现场备件</translation>
    </message>
    <message>
        <source>Cabinet rent per month</source>
        <translation>机柜月租</translation>
    </message>
    <message>
        <source>Cabinet power quota</source>
        <translation>机柜电力配额</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Private network (VPC)</source>
        <translation>独立 VPC</translation>
    </message>
    <message>
        <source>Access logs</source>
        <translation>访问日志留存</translation>
    </message>
    <message>
        <source>Encrypted transfer</source>
        <translation>加密传输</translation>
    </message>
    <message>
        <source>Audit report</source>
        <translation>合规审计报告</translation>
    </message>
    <message>
        <source>IDC licence</source>
        <translation>IDC 经营许可证</translation>
    </message>
    <message>
        <source>Availability (last six months)</source>
        <translation>可用率（近六个月）</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Price per card-hour</source>
        <translation>每卡时单价</translation>
    </message>
    <message>
        <source>Price factor</source>
        <translation>价格系数</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Billed per whole machine</source>
        <translation>按整机计费</translation>
    </message>
    <message>
        <source>Power billing</source>
        <translation>电费计费方式</translation>
    </message>
    <message>
        <source>Power price above the quota</source>
        <translation>超额部分电价</translation>
    </message>
    <message>
        <source>Bandwidth per month</source>
        <translation>带宽月费</translation>
    </message>
    <message>
        <source>Storage per GB-month</source>
        <translation>存储费（每 GB 每月）</translation>
    </message>
    <message>
        <source>Upload per GB</source>
        <translation>上传费（每 GB）</translation>
    </message>
    <message>
        <source>Card replacement time</source>
        <translation>故障卡更换时效</translation>
    </message>
    <message>
        <source>Downtime compensation</source>
        <translation>宕机补偿</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>押金</translation>
    </message>
    <message>
        <source>Deposit refund time</source>
        <translation>押金退还时间</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>验收标准</translation>
    </message>
    <message>
        <source>Support level</source>
        <translation>技术支持级别</translation>
    </message>
    <message>
        <source>Support response time</source>
        <translation>技术支持响应时间</translation>
    </message>
    <message>
        <source>Backup card pool</source>
        <translation>备用卡资源池</translation>
    </message>
    <message>
        <source>Image snapshots</source>
        <translation>镜像快照</translation>
    </message>
    <message>
        <source>Persistent data disks</source>
        <translation>数据盘持久化</translation>
    </message>
    <message>
        <source>Upgrade without migration</source>
        <translation>免迁移升级</translation>
    </message>
    <message>
        <source>Spot reclaims per hour</source>
        <translation>竞价实例每小时回收次数</translation>
    </message>
    <message>
        <source>Assumption key</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Checklist item</source>
        <translation>清单项</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Checked by</source>
        <translation>检查人</translation>
    </message>
    <message>
        <source>Project details</source>
        <translation>项目信息</translation>
    </message>
    <message>
        <source>Project title</source>
        <translation>项目标题</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>项目备注</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>文件格式</translation>
    </message>
    <message>
        <source>Format version</source>
        <translation>格式版本</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Your catalog</source>
        <translation>自定义目录</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>验证清单</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Schedule: cards the workload runs on</extracomment>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>File content</source>
        <extracomment>The stored content of an imported tool output</extracomment>
        <translation>文件内容</translation>
    </message>
    <message>
        <source>Evidence</source>
        <extracomment>Tool outputs and documents kept as acceptance evidence</extracomment>
        <translation>验收凭据</translation>
    </message>
    <message>
        <source>Switched-off cost lines</source>
        <extracomment>Cost lines (upload, engineer time, ...) the user left out of every total</extracomment>
        <translation>已关闭的成本项</translation>
    </message>
    <message>
        <source>Channel</source>
        <extracomment>The kinds of seller (GPU cloud, IDC cabinet, ...) a rent quote comes from</extracomment>
        <translation>渠道</translation>
    </message>
    <message>
        <source>Every card has its own network port</source>
        <translation>每张卡都有独立网口</translation>
    </message>
    <message>
        <source>Start month</source>
        <extracomment>Schedule of a workload over the plan: the month it starts (0 = the first)</extracomment>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>Repeats every</source>
        <extracomment>Schedule: a new training run every N months (0 = once)</extracomment>
        <translation>重复周期</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <extracomment>Schedule of serving: hours a day at peak load</extracomment>
        <translation>每天高峰小时数</translation>
    </message>
    <message>
        <source>Off-peak load</source>
        <extracomment>Schedule of serving: cards busy off peak as a share of the peak</extracomment>
        <translation>非高峰负载</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <extracomment>How the serving engine stores the attention keys and values (KV cache)</extracomment>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <extracomment>Width of one attention head (config.json head_dim)</extracomment>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <extracomment>Mixture-of-experts: the feed-forward size of one expert</extracomment>
        <translation>专家 FFN 宽度</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <extracomment>Mixture-of-experts: experts every token uses (DeepSeek)</extracomment>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Dense layers</source>
        <extracomment>Mixture-of-experts: leading layers without experts</extracomment>
        <translation>稠密层数</translation>
    </message>
    <message>
        <source>KV latent rank</source>
        <extracomment>Multi-head latent attention (DeepSeek): rank of the compressed keys and values</extracomment>
        <translation>KV 潜在秩</translation>
    </message>
    <message>
        <source>Query latent rank</source>
        <extracomment>Multi-head latent attention (DeepSeek): rank of the compressed queries</extracomment>
        <translation>查询潜在秩</translation>
    </message>
    <message>
        <source>Rotary head dimension</source>
        <extracomment>Multi-head latent attention: the rotary part of a query/key head</extracomment>
        <translation>旋转位置编码头维度</translation>
    </message>
    <message>
        <source>Non-rotary head dimension</source>
        <extracomment>Multi-head latent attention: the non-rotary part of a query/key head</extracomment>
        <translation>非旋转头维度</translation>
    </message>
    <message>
        <source>Value head dimension</source>
        <extracomment>Multi-head latent attention: width of a value head</extracomment>
        <translation>值头维度</translation>
    </message>
    <message>
        <source>Chinese notes</source>
        <translation>中文备注</translation>
    </message>
    <message>
        <source>Price basis in Chinese</source>
        <translation>中文报价依据</translation>
    </message>
    <message>
        <source>Source in Chinese</source>
        <translation>中文来源</translation>
    </message>
    <message>
        <source>Chinese project title</source>
        <translation>中文项目标题</translation>
    </message>
    <message>
        <source>Capital budget</source>
        <translation>首期资金预算</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>Compute vouchers</source>
        <translation>算力券</translation>
    </message>
    <message>
        <source>Programme</source>
        <translation>项目名称</translation>
    </message>
    <message>
        <source>Share of eligible rent</source>
        <extracomment>Share of eligible rent a compute voucher pays back</extracomment>
        <translation>可补贴租金的比例</translation>
    </message>
    <message>
        <source>Cap per year</source>
        <translation>每年上限</translation>
    </message>
    <message>
        <source>Eligible providers</source>
        <translation>适用的服务商</translation>
    </message>
    <message>
        <source>Months until the money comes back</source>
        <translation>补贴到账月数</translation>
    </message>
    <message>
        <source>Chance of approval</source>
        <translation>获批概率</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Quotes</source>
        <extracomment>A provider&apos;s written price offer (报价单)</extracomment>
        <translation>报价单</translation>
    </message>
    <message>
        <source>Priced from quote</source>
        <translation>价格来源报价单</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Quoted on</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Priced per</source>
        <extracomment>What a quote&apos;s price is for: card-hour, card-month, server-month, ...</extracomment>
        <translation>计价单位</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>期限（月）</translation>
    </message>
    <message>
        <source>Includes</source>
        <extracomment>What a quote says it includes: electricity, cooling, bandwidth, ...</extracomment>
        <translation>包含</translation>
    </message>
    <message>
        <source>Bandwidth (Mbps)</source>
        <translation>带宽（Mbps）</translation>
    </message>
    <message>
        <source>Storage (TB)</source>
        <translation>存储（TB）</translation>
    </message>
    <message>
        <source>Minimum term (months)</source>
        <translation>最短租期（月）</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <translation>安装费</translation>
    </message>
    <message>
        <source>Confirmed with the provider</source>
        <extracomment>The user confirmed an expired quote still holds</extracomment>
        <translation>已与供应商确认</translation>
    </message>
    <message>
        <source>Attention biases</source>
        <extracomment>Biases on the query, key and value projections (Qwen2)</extracomment>
        <translation>注意力偏置</translation>
    </message>
    <message>
        <source>Gated FFN</source>
        <extracomment>A gated feed-forward layer (SwiGLU: three matrices) rather than a plain MLP (two)</extracomment>
        <translation>门控前馈层</translation>
    </message>
    <message>
        <source>Market status since</source>
        <extracomment>The date a card&apos;s market status (export rules, end of sale) holds from</extracomment>
        <translation>市场供应状态起始日期</translation>
    </message>
</context>
<context>
    <name>FieldRows</name>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>Spin box value 0 = not known (model shape fields)</extracomment>
        <translation>未知</translation>
    </message>
    <message>
        <source>Not set</source>
        <extracomment>Spin box value 0 = not entered yet</extracomment>
        <translation>未填写</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <source>None (dense model)</source>
        <extracomment>Mixture-of-experts count 0 = a dense model</extracomment>
        <translation>无（稠密模型）</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source> TOP/s</source>
        <translation> TOP/s</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Not given</source>
        <extracomment>Spin box value 0 = the card has no figure for this number format</extracomment>
        <translation>未提供</translation>
    </message>
    <message>
        <source>Peak BF16 (dense)</source>
        <translation>BF16 峰值（稠密）</translation>
    </message>
    <message>
        <source>Peak FP16 (dense)</source>
        <translation>FP16 峰值（稠密）</translation>
    </message>
    <message>
        <source>Peak FP8 (dense)</source>
        <translation>FP8 峰值（稠密）</translation>
    </message>
    <message>
        <source>Peak INT8 (dense)</source>
        <translation>INT8 峰值（稠密）</translation>
    </message>
    <message>
        <source>Hourly rent per card</source>
        <translation>每卡每小时租金</translation>
    </message>
    <message>
        <source>Purchase price per card</source>
        <translation>每卡采购价</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> h per hour down</source>
        <extracomment>Downtime compensation: free hours granted for each hour of downtime</extracomment>
        <translation> 小时/停机小时</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation>/度</translation>
    </message>
    <message>
        <source>Not stated</source>
        <extracomment>Spin box value 0 = the contract does not say</extracomment>
        <translation>未注明</translation>
    </message>
    <message>
        <source>No minimum</source>
        <extracomment>Spin box value 0 of a contract&apos;s minimum term</extracomment>
        <translation>无最短租期</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Spin box value 0 of a deposit or a compensation</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Facility&apos;s price</source>
        <extracomment>Power price 0: metered power is paid at the facility&apos;s electricity price</extracomment>
        <translation>按机房电价</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> 张卡</translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>每度电价</translation>
    </message>
    <message>
        <source>Rent from</source>
        <extracomment>Row of the card editor: which kind of seller the hourly rent below comes from</extracomment>
        <translation>租用渠道</translation>
    </message>
    <message>
        <source>All rent quotes</source>
        <translation>全部租用报价</translation>
    </message>
    <message>
        <source>Peak FP4 (dense)</source>
        <translation>FP4 峰值（稠密）</translation>
    </message>
    <message>
        <source>Optional: the other name is used</source>
        <extracomment>Placeholder of the name field of the language the UI is not in</extracomment>
        <translation>可不填：将使用另一种语言的名称</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Not checked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Checklist status: the item was checked and is fine</extracomment>
        <translation>通过</translation>
    </message>
    <message>
        <source>Fail</source>
        <extracomment>Checklist status: the item was checked and is not fine</extracomment>
        <translation>不通过</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <extracomment>Checklist status: the item does not apply to this project</extracomment>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Waived</source>
        <extracomment>Checklist status: accepted knowingly without passing, with a reason</extracomment>
        <translation>豁免</translation>
    </message>
    <message>
        <source>Blocker</source>
        <extracomment>Checklist severity: never sign while this is open</extracomment>
        <translation>阻断</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>重要</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>次要</translation>
    </message>
    <message>
        <source>iperf3 network test</source>
        <extracomment>Evidence kind: output of &quot;iperf3 -J&quot; (network speed test)</extracomment>
        <translation>iperf3 网络测试</translation>
    </message>
    <message>
        <source>nvidia-smi table</source>
        <extracomment>Evidence kind: nvidia-smi --query-gpu CSV output</extracomment>
        <translation>nvidia-smi 表格</translation>
    </message>
    <message>
        <source>nvidia-smi -q report</source>
        <extracomment>Evidence kind: the long report of &quot;nvidia-smi -q&quot;</extracomment>
        <translation>nvidia-smi -q 报告</translation>
    </message>
    <message>
        <source>Card topology (topo -m)</source>
        <extracomment>Evidence kind: the card connection matrix of &quot;nvidia-smi topo -m&quot;</extracomment>
        <translation>显卡拓扑（topo -m）</translation>
    </message>
    <message>
        <source>Scaling table</source>
        <translation>扩展性测试表</translation>
    </message>
    <message>
        <source>Training log</source>
        <translation>训练日志</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>照片</translation>
    </message>
    <message>
        <source>Text note</source>
        <extracomment>Evidence kind: a plain text note</extracomment>
        <translation>文字记录</translation>
    </message>
    <message>
        <source>a card Suanpan does not know</source>
        <extracomment>A card nvidia-smi reported that matches no card Suanpan knows</extracomment>
        <translation>算盘不认识的显卡</translation>
    </message>
    <message>
        <source>The cards are the ordered %1.</source>
        <translation>显卡正是订购的 %1。</translation>
    </message>
    <message>
        <source>nvidia-smi reports %1, read as %2, but the order is for %3.</source>
        <extracomment>%1: card names as nvidia-smi printed them; %2, %3: card names</extracomment>
        <translation>nvidia-smi 显示为 %1（识别为 %2），但订购的是 %3。</translation>
    </message>
    <message numerus="yes">
        <source>nvidia-smi shows %n card(s) on this machine; the order puts %1 on each machine.</source>
        <translation>
            <numerusform>nvidia-smi 显示这台机器上有 %n 张卡；按订单每台机器应有 %1 张。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Persistence mode is on for all %n card(s).</source>
        <translation>
            <numerusform>全部 %n 张卡都已开启持久模式。</numerusform>
        </translation>
    </message>
    <message>
        <source>Persistence mode is off on GPU %1: only %2 of %3 cards have it on.</source>
        <extracomment>%1: GPU numbers such as &quot;0, 3 and 5&quot;; %2 and %3: counts</extracomment>
        <translation>GPU %1 未开启持久模式：%3 张卡中只有 %2 张开启。</translation>
    </message>
    <message numerus="yes">
        <source>All %n card pair(s) are joined by NVLink, as the plan&apos;s tensor parallelism needs.</source>
        <translation>
            <numerusform>全部 %n 对显卡之间都有 NVLink 连接，满足规划中张量并行的需要。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only %1 of %2 card pairs are joined by NVLink (not joined: %3), but the plan splits each layer across cards (tensor parallel).</source>
        <extracomment>%3: card pairs such as &quot;0-4, 1-5&quot;</extracomment>
        <translation>%2 对显卡中只有 %1 对有 NVLink 连接（没有的：%3），而规划要把每一层拆到多张卡上（张量并行）。</translation>
    </message>
    <message>
        <source>Measured %1 between machines; the provider promised %2, so at least %3 is expected.</source>
        <extracomment>%1, %2, %3: speeds in Gb/s (gigabits per second)</extracomment>
        <translation>机器之间实测 %1；服务商承诺 %2，因此至少应达到 %3。</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>From %1 to %2 cards the speed-up reached %3 of linear; at least %4 is expected. The weakest step was the one to %5 cards.</source>
        <extracomment>%1, %2: card counts; %3, %4: percentages; %5: a card count</extracomment>
        <translation>从 %1 卡到 %2 卡，加速达到线性的 %3；至少应达到 %4。扩展最差的一步是扩到 %5 卡时。</translation>
    </message>
    <message>
        <source>Under load the weakest card drew %1, %2 of its %3 rating; at least %4 shows the job really loads the cards.</source>
        <extracomment>%1, %3, %4: watts; %2: a percentage</extracomment>
        <translation>满载时功耗最低的卡为 %1，是其额定 %3 的 %2；至少达到 %4 才说明任务真正把卡跑满了。</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Below it: GPU %1.</source>
        <translation>低于此值的：GPU %1。</translation>
    </message>
    <message>
        <source>The lowest power limit set on a card is %1; the card is rated %2, so at least %3 is expected.</source>
        <translation>显卡上设置的最低功耗上限为 %1；该卡额定 %2，因此至少应为 %3。</translation>
    </message>
    <message>
        <source>Capped: GPU %1.</source>
        <translation>被限功耗的：GPU %1。</translation>
    </message>
    <message numerus="yes">
        <source>The training log shows %1 MFU (median over %n step(s)); the plan assumes %2, so at least %3 is expected.</source>
        <extracomment>MFU: model FLOPs utilisation; %1, %2, %3: percentages</extracomment>
        <translation>
            <numerusform>训练日志显示有效算力利用率（MFU）为 %1（%n 步的中位数）；规划假设为 %2，因此至少应达到 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask the provider to deliver the card model you ordered, or to agree a lower price in writing before you accept.</source>
        <translation>请服务商交付订购的显卡型号，或在验收前以书面形式约定降价。</translation>
    </message>
    <message>
        <source>Ask the provider why the card count differs from the order and to deliver the ordered number on each machine.</source>
        <translation>请服务商说明卡数为何与订单不符，并按订单在每台机器上交付足数。</translation>
    </message>
    <message>
        <source>Ask the provider to switch persistence mode on for every card (nvidia-smi -pm 1) and keep it on after a restart.</source>
        <translation>请服务商为每张卡开启持久模式（nvidia-smi -pm 1），并保证重启后仍然开启。</translation>
    </message>
    <message>
        <source>Ask whether power or cooling holds the cards back, then repeat the test with a job that keeps every card busy.</source>
        <translation>请确认是否是供电或散热限制了显卡，再用能把每张卡跑满的任务重测一次。</translation>
    </message>
    <message>
        <source>Ask the provider to lift the power cap (nvidia-smi -pl) or to state it, and a lower price, in the contract.</source>
        <translation>请服务商取消功耗限制（nvidia-smi -pl），或把限制和相应降价写进合同。</translation>
    </message>
    <message>
        <source>Ask for a machine whose cards are all joined by NVLink (an SXM / HGX board), or change the plan so that it does not split layers across cards.</source>
        <translation>请更换一台所有显卡都由 NVLink 互联的机器（SXM / HGX 主板），或修改规划，不把层拆到多张卡上。</translation>
    </message>
    <message>
        <source>Ask the provider for the promised bandwidth: have them check the network cards, cables and switch ports, then measure again before you pay.</source>
        <translation>请服务商兑现承诺的带宽：检查网卡、线缆和交换机端口，付款前再实测一次。</translation>
    </message>
    <message>
        <source>Ask the provider to check NVLink, the PCIe switches and the network between machines, then repeat the scaling run.</source>
        <translation>请服务商检查 NVLink、PCIe 交换芯片和机器之间的网络，然后重做扩展性测试。</translation>
    </message>
    <message>
        <source>Ask the provider&apos;s engineers to help tune the training setup (parallel layout, communication), or re-plan time and cost with the measured MFU.</source>
        <translation>请服务商的工程师协助调优训练配置（并行方式、通信），或按实测 MFU 重新估算时间和费用。</translation>
    </message>
    <message numerus="yes">
        <source>%n retransmission(s)</source>
        <translation>
            <numerusform>重传 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stream(s)</source>
        <extracomment>Parallel network connections of an iperf3 test</extracomment>
        <translation>
            <numerusform>%n 条并行连接</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s run</source>
        <extracomment>Length of a test in seconds</extracomment>
        <translation>测试 %1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>lowest draw %1 W</source>
        <translation>最低功耗 %1 W</translation>
    </message>
    <message>
        <source>lowest power limit %1 W</source>
        <translation>最低功耗上限 %1 W</translation>
    </message>
    <message numerus="yes">
        <source>%n card pair(s)</source>
        <translation>
            <numerusform>%n 对显卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) joined by NVLink</source>
        <translation>
            <numerusform>其中 %n 对由 NVLink 互联</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of linear scaling</source>
        <translation>线性扩展效率 %1</translation>
    </message>
    <message>
        <source>weakest step %1</source>
        <translation>最差一步 %1</translation>
    </message>
    <message numerus="yes">
        <source>up to %n card(s)</source>
        <translation>
            <numerusform>最多 %n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>median step %1 s</source>
        <translation>每步中位耗时 %1 秒</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>step times vary by %1</source>
        <extracomment>How much step times vary from step to step, as a percentage</extracomment>
        <translation>每步耗时波动 %1</translation>
    </message>
    <message>
        <source>%1 MFU</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not imported: %2 The project was not changed.</source>
        <extracomment>%1 is a file name, %2 a sentence saying what is wrong with it</extracomment>
        <translation>“%1”未导入：%2 项目没有任何改动。</translation>
    </message>
    <message>
        <source>(time %1)</source>
        <extracomment>%1 is a signed percentage such as &quot;+38 %&quot;</extracomment>
        <translation>（时间 %1）</translation>
    </message>
    <message>
        <source>%1: with the measured %2, this option costs what was planned%3.</source>
        <extracomment>%1: a workload name; %2: measured facts such as &quot;31 % MFU&quot;</extracomment>
        <translation>%1：按实测的 %2，本方案的费用与规划一致%3。</translation>
    </message>
    <message>
        <source>%1: with the measured %2, this option costs %3 more than planned%4.</source>
        <extracomment>%1: a workload name; %2: measured facts; %3: an amount; %4: &quot;(time +38 %)&quot; or empty</extracomment>
        <translation>%1：按实测的 %2，本方案比规划多花 %3%4。</translation>
    </message>
    <message>
        <source>%1: with the measured %2, this option costs %3 less than planned%4.</source>
        <translation>%1：按实测的 %2，本方案比规划少花 %3%4。</translation>
    </message>
    <message>
        <source>%1 between machines</source>
        <translation>机器之间 %1</translation>
    </message>
    <message numerus="yes">
        <source>The run used %n card(s), as its log says.</source>
        <translation>
            <numerusform>日志记载这次运行用了 %n 张卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured as if the run used all %n card(s) of the option: if it ran on fewer, add a cards column to the log.</source>
        <translation>
            <numerusform>按该方案全部 %n 张卡计算：若实际只用了部分卡，请在日志中加一列卡数（cards）。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 reports drawing %2, which no card under a %3 bound can. It cannot pass.</source>
        <extracomment>%1: a GPU number; %2, %3: watts</extracomment>
        <translation>GPU %1 报告功耗为 %2，而任何受 %3 上限约束的卡都不可能达到。此项不能通过。</translation>
    </message>
    <message>
        <source>GPU %1 reports a power limit of %2, above the %3 any such card allows. It cannot pass.</source>
        <extracomment>%1: a GPU number; %2, %3: watts</extracomment>
        <translation>GPU %1 报告功耗上限为 %2，高于此类卡最多允许的 %3。此项不能通过。</translation>
    </message>
    <message>
        <source>A measurement (%1) is impossible. It cannot pass.</source>
        <extracomment>%1: a measured number</extracomment>
        <translation>一项测量值（%1）不可能出现。此项不能通过。</translation>
    </message>
    <message>
        <source>The iperf3 server was this same machine (%1): the test measured no network between machines. It cannot pass.</source>
        <extracomment>%1: a network address such as 127.0.0.1</extracomment>
        <translation>iperf3 服务端就是本机（%1）：这次测试没有测到机器之间的网络。此项不能通过。</translation>
    </message>
    <message>
        <source>Both ends of the iperf3 test had the address %1: it measured no network between machines. It cannot pass.</source>
        <extracomment>%1: a network address</extracomment>
        <translation>iperf3 测试两端的地址都是 %1：没有测到机器之间的网络。此项不能通过。</translation>
    </message>
    <message>
        <source>The iperf3 test ran %1, less than the %2 a steady figure needs. It cannot pass.</source>
        <extracomment>%1, %2: durations in seconds</extracomment>
        <translation>iperf3 测试只运行了 %1，短于得到稳定结果所需的 %2。此项不能通过。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>The iperf3 test used %n stream(s), but each machine has %1 network links: it cannot show that every link works. It cannot pass.</source>
        <extracomment>%n: parallel iperf3 streams; %1: network links per machine</extracomment>
        <translation>
            <numerusform>iperf3 测试只用了 %n 个流，而每台机器有 %1 条网络链路：无法证明每条链路都正常。此项不能通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nvidia-smi lists %n card(s) but only %1 different ones: the same serial number appears more than once (%2). It cannot pass.</source>
        <extracomment>%n: cards listed; %1: different cards; %2: serial numbers</extracomment>
        <translation>
            <numerusform>nvidia-smi 列出了 %n 张卡，但其中只有 %1 张不同：同一个序列号出现了不止一次（%2）。此项不能通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>This evidence cannot prove what the item claims. It cannot pass.</source>
        <translation>这份证据无法证明该项所声称的内容。此项不能通过。</translation>
    </message>
    <message>
        <source>Ask the provider for the raw output of a new run on the delivered machines; do not sign on these figures.</source>
        <translation>请服务商在交付的机器上重新运行并提供原始输出；不要依据这些数字签字。</translation>
    </message>
    <message>
        <source>Ask the provider to repeat the test between two different delivered machines, with one stream per network link and at least 10 seconds, and send the output.</source>
        <translation>请服务商在两台不同的交付机器之间重新测试，每条网络链路至少一个流、时长不少于 10 秒，并发送输出结果。</translation>
    </message>
    <message>
        <source>%1 does not fit on this option, so there is nothing to re-cost.</source>
        <extracomment>%1: a workload name</extracomment>
        <translation>%1：在此方案上显存放不下，没有可重新估算的费用。</translation>
    </message>
    <message>
        <source>renting from a GPU cloud</source>
        <extracomment>How an option gets its cards; after &quot;do not concern&quot;</extracomment>
        <translation>从 GPU 云租用</translation>
    </message>
    <message>
        <source>renting servers in a provider&apos;s data centre</source>
        <translation>租用服务商机房里的服务器</translation>
    </message>
    <message>
        <source>own servers hosted in a rented cabinet</source>
        <translation>自有服务器托管在租用的机柜</translation>
    </message>
    <message>
        <source>own servers in your own room</source>
        <translation>自有服务器放在自己的机房</translation>
    </message>
    <message>
        <source>Left out, as they do not concern %1: %2.</source>
        <extracomment>Checklist items not counted for an option; %1 how it gets its cards (&quot;renting from a GPU cloud&quot;), %2 the items&apos; names, separated by &quot;; &quot;</extracomment>
        <translation>以下各项与“%1”无关，未计入：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The training log implies %1 MFU, more than the %2 any published training run has come near (the best dense BF16 runs reach 40-55 %): the log, the card or the model size is not what the plan says. It cannot pass.</source>
        <extracomment>MFU: model FLOPs utilisation; %1: the log&apos;s MFU, %2: the bound, both percentages</extracomment>
        <translation>训练日志算出的 MFU 为 %1，超过了任何已发表训练所接近的 %2（最好的稠密 BF16 训练约为 40–55%）：日志、显卡或模型规模与计划不符。此项不能通过。</translation>
    </message>
    <message>
        <source>The iperf3 result, %1, is more than the %2 its streams can carry at the network&apos;s line rate (one link per stream). It cannot pass.</source>
        <extracomment>%1, %2: speeds in Gb/s; each iperf3 stream runs over one network link</extracomment>
        <translation>iperf3 结果 %1 超过了这些连接按网络线速最多能承载的 %2（每个连接只走一条链路）。此项不能通过。</translation>
    </message>
    <message>
        <source>the planned layout would run %1 slower than planned</source>
        <translation>按原定并行方式运行会比规划慢 %1</translation>
    </message>
    <message>
        <source>the planned layout would take %1 times as long as planned</source>
        <extracomment>%1: a factor such as &quot;14.6&quot;</extracomment>
        <translation>按原定并行方式运行耗时将是规划的 %1 倍</translation>
    </message>
    <message>
        <source>With the measured network Suanpan re-chose %1 (planned: %2), which sends less between servers; %3.</source>
        <extracomment>%1: the new layout (&quot;TP 8 x PP 8 x DP 1&quot;); %2: the planned one; %3: &quot;the planned layout would run 12 % slower than planned&quot;</extracomment>
        <translation>按实测网络，算盘改选了 %1（原定：%2），服务器之间的通信更少；%3。</translation>
    </message>
    <message>
        <source>With the measured network Suanpan re-chose %1 (planned: %2), which sends less between servers.</source>
        <translation>按实测网络，算盘改选了 %1（原定：%2），服务器之间的通信更少。</translation>
    </message>
    <message>
        <source>With these figures Suanpan re-chose %1 (planned: %2); %3.</source>
        <translation>按这些实测数据，算盘改选了 %1（原定：%2）；%3。</translation>
    </message>
    <message>
        <source>With these figures Suanpan re-chose %1 (planned: %2).</source>
        <translation>按这些实测数据，算盘改选了 %1（原定：%2）。</translation>
    </message>
    <message>
        <source>Serving sends little between servers, so the slower network hardly changes it.</source>
        <translation>推理服务在服务器之间传输的数据很少，网络变慢对它几乎没有影响。</translation>
    </message>
    <message>
        <source>Its layout, %1, sends little between servers, so the slower network hardly changes the run.</source>
        <extracomment>%1: a layout such as &quot;TP 8 x PP 8 x DP 1&quot;</extracomment>
        <translation>它的并行方式 %1 在服务器之间传输的数据很少，网络变慢对这次运行几乎没有影响。</translation>
    </message>
    <message>
        <source>%1: the measured %2 fails the bandwidth check, yet this option costs what was planned%3.</source>
        <extracomment>%1: a workload name; %2: measured facts such as &quot;12.6 Gb/s between machines&quot;; %3: &quot;(time +0.3 %)&quot; or empty</extracomment>
        <translation>%1：实测的 %2 未通过带宽检查，但本方案的费用仍与规划一致%3。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences in a row: %1 what changed, %2 why</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>GuardedApplication</name>
    <message>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Suanpan ran out of memory and stopped what it was doing; the project is still open and can be saved.</source>
        <translation>算盘内存不足，已停止当前操作；项目仍然打开，可以保存。</translation>
    </message>
</context>
<context>
    <name>InferencePanel</name>
    <message>
        <source>Serving</source>
        <extracomment>Group title: serving (inference) latency and throughput</extracomment>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>First-token latency (TTFT)</source>
        <extracomment>Time to first token</extracomment>
        <translation>首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <extracomment>Time per output token</extracomment>
        <translation>每 token 生成时间（TPOT）</translation>
    </message>
    <message>
        <source>Generated tokens/s</source>
        <translation>生成速度</translation>
    </message>
    <message>
        <source>Per card</source>
        <translation>单卡生成速度</translation>
    </message>
    <message>
        <source>Requests that fit at a time</source>
        <translation>可同时容纳的请求数</translation>
    </message>
    <message>
        <source>Latency knee</source>
        <extracomment>The concurrency beyond which latency grows faster than throughput</extracomment>
        <translation>延迟拐点</translation>
    </message>
    <message>
        <source>Decoding is</source>
        <extracomment>What limits the speed of generating tokens</extracomment>
        <translation>解码瓶颈</translation>
    </message>
    <message>
        <source>Replicas for the workload</source>
        <translation>满足负载所需副本</translation>
    </message>
    <message>
        <source>Enter the prompt and output tokens on the workload page to estimate latency and throughput.</source>
        <translation>请在任务页面填写输入和输出 token 数，以估算延迟和吞吐量。</translation>
    </message>
    <message>
        <source>This card has no peak or memory bandwidth figure for the workload&apos;s precision: latency cannot be estimated.</source>
        <translation>这张卡缺少该任务精度下的峰值算力或显存带宽数据，无法估算延迟。</translation>
    </message>
    <message numerus="yes">
        <source>Generated tokens per second over all %n card(s) at %1 requests in flight: replicas x batch x output tokens / request cycle.</source>
        <translation>
            <numerusform>全部 %n 张卡在 %1 个并发请求下每秒生成的 token 数：副本数 × 批大小 × 输出 token 数 ÷ 请求周期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated tokens per second / cards.</source>
        <translation>每秒生成的 token 数 ÷ 卡数。</translation>
    </message>
    <message numerus="yes">
        <source>(usable card memory - weights - overhead) / (KV bytes per token x (prompt + output)), per replica, x %n replica(s).</source>
        <translation>
            <numerusform>(可用显存 − 权重 − 开销) ÷ (每 token KV 字节数 × (输入 + 输出))，按每个副本计算，再 × %n 个副本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) at a time</source>
        <translation>
            <numerusform>%n 个并发请求</numerusform>
        </translation>
    </message>
    <message>
        <source>compute-bound (above about %1 requests per replica)</source>
        <translation>算力受限（每个副本超过约 %1 个请求）</translation>
    </message>
    <message>
        <source>bandwidth-bound (up to about %1 requests per replica)</source>
        <translation>显存带宽受限（每个副本约 %1 个请求以内）</translation>
    </message>
    <message>
        <source>Roofline: decoding reads every weight once per step; it turns compute-bound above the critical batch, peak x bytes per parameter / (2 x memory bandwidth).</source>
        <translation>屋顶线模型：每步解码都要把全部权重读一遍；批大小超过临界值（峰值算力 × 每参数字节数 ÷ (2 × 显存带宽)）后转为算力受限。</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>none up to 4,096 cards</source>
        <translation>4,096 张卡以内均无法满足</translation>
    </message>
    <message numerus="yes">
        <source>The fewest replicas of %n card(s) that serve the workload&apos;s %1 concurrent requests with a first-token latency at or under %2 and fit in memory.</source>
        <translation>
            <numerusform>能在显存内容纳任务的 %1 个并发请求、且首 token 延迟不超过 %2 的最少副本数（每个副本 %n 张卡）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set a first-token latency target on the workload page.</source>
        <translation>请在任务页面设置首 token 延迟目标。</translation>
    </message>
    <message>
        <source>The KV cache of %1 requests at a time does not fit: at most %2 on these cards.</source>
        <translation>%1 个并发请求的 KV 缓存装不下：这些卡最多同时容纳 %2 个。</translation>
    </message>
    <message>
        <source>The concurrency with the best throughput per unit of latency (Kleinrock&apos;s power); beyond it latency grows faster than throughput. Find it by measuring several concurrencies (%1).</source>
        <translation>单位延迟吞吐量最高的并发数（Kleinrock 的“功率”指标）；超过它，延迟的增长快于吞吐量。请实测不同并发下的吞吐量来找到它（%1）。</translation>
    </message>
    <message>
        <source>Prefill of one %1-token prompt, compute-bound: (2 x active parameters x prompt + causal attention) / (TP x peak x 60 %), plus one decode step, with %2 requests per replica (%3). Measure it with vLLM or Triton before signing (%4).</source>
        <translation>预填充一个 %1 token 的输入，受算力限制：(2 × 激活参数量 × 输入长度 + 因果注意力) ÷ (TP × 峰值算力 × 60%)，再加一步解码；每个副本 %2 个请求（%3）。签约前请用 vLLM 或 Triton 实测首 token 延迟（%4）。</translation>
    </message>
    <message>
        <source>One decode step</source>
        <extracomment>One iteration that generates a token for every request in the batch</extracomment>
        <translation>单步解码</translation>
    </message>
    <message>
        <source>One decode step (below), plus the other requests&apos; prefills that continuous batching interleaves.</source>
        <translation>单步解码（见下），再加上连续批处理穿插进来的其他请求的预填充。</translation>
    </message>
    <message numerus="yes">
        <source>One iteration at %n request(s) per replica: the matrix multiplications, then attention over the KV cache, then the tensor-parallel all-reduces, one after another, each as long as its own compute or memory traffic takes (per-operator roofline).</source>
        <translation>
            <numerusform>每个副本 %n 个请求时的一次迭代：先做矩阵乘法，再做基于 KV 缓存的注意力，最后做张量并行全归约，依次执行，每一步的时长取决于它自身的算力或访存量（逐算子屋顶线模型）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ItemPanel</name>
    <message>
        <source>Your check</source>
        <translation>核查记录</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <extracomment>Label of the status of a checklist item; keyboard hint in brackets</extracomment>
        <translation>状态(&amp;S)：</translation>
    </message>
    <message>
        <source>Checked &amp;by:</source>
        <translation>核查人(&amp;B)：</translation>
    </message>
    <message>
        <source>Da&amp;te:</source>
        <translation>日期(&amp;T)：</translation>
    </message>
    <message>
        <source>Name of the person who checked</source>
        <translation>做核查的人的姓名</translation>
    </message>
    <message>
        <source>What you saw, who said what, where the document is</source>
        <translation>看到了什么、谁说了什么、文件放在哪里</translation>
    </message>
    <message>
        <source>A waiver needs a reason. Write in the note why this item is accepted without passing, then choose Waived again.</source>
        <translation>豁免必须写明理由。请先在备注中写下为什么不通过也接受这一项，再选择“豁免”。</translation>
    </message>
    <message>
        <source>A waived item must keep its reason. Choose another status before you clear the note.</source>
        <translation>已豁免的项目必须保留理由。要清空备注，请先改成其他状态。</translation>
    </message>
    <message>
        <source>Choose an item in the list to see what to check and to record the result.</source>
        <translation>在列表中选择一项，查看要核查什么，并记录结果。</translation>
    </message>
    <message>
        <source>Severity: %1</source>
        <translation>严重程度：%1</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>为什么重要</translation>
    </message>
    <message>
        <source>How to check</source>
        <translation>怎样核查</translation>
    </message>
    <message>
        <source>What good looks like</source>
        <translation>合格的标准</translation>
    </message>
    <message>
        <source>Evidence it accepts</source>
        <translation>可接受的证据</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>理由(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>This is the whole project&apos;s check. A change here is recorded for this option only.</source>
        <translation>这是整个项目的核查结果。在这里修改只记录到本方案。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Undo</source>
        <extracomment>Prefix of the Undo menu entry, followed by what is undone</extracomment>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Prefix of the Redo menu entry, followed by what is redone</extracomment>
        <translation>重做</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>Navigator entry: the page listing rent/host/build options</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Empty Project</source>
        <translation>空白项目(&amp;E)</translation>
    </message>
    <message>
        <source>%1 Template</source>
        <extracomment>File &gt; New entry; %1 is a scenario such as &quot;LoRA fine-tune&quot;</extracomment>
        <translation>%1模板</translation>
    </message>
    <message>
        <source>Shenzhen &amp;Example Project</source>
        <translation>深圳示例项目(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title; keep it recognisable in both languages</extracomment>
        <translation>语言 Language(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Suanpan</source>
        <translation>关于算盘(&amp;A)</translation>
    </message>
    <message>
        <source>Example project</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <extracomment>Window title part for a file that cannot be written</extracomment>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>Suanpan</source>
        <extracomment>The application&apos;s name in the window title</extracomment>
        <translation>算盘</translation>
    </message>
    <message>
        <source>Read-only: Save will ask for a new file.</source>
        <translation>只读：保存时将要求另选文件。</translation>
    </message>
    <message>
        <source>Opened from an older file format (version %1); it is updated when you save.</source>
        <translation>此文件来自旧版文件格式（版本 %1），保存时将升级为新格式。</translation>
    </message>
    <message>
        <source>Could not open the example project</source>
        <translation>无法打开示例项目</translation>
    </message>
    <message>
        <source>Could not open the project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot;</source>
        <extracomment>Status bar message; %1 is a file name</extracomment>
        <translation>已打开“%1”</translation>
    </message>
    <message>
        <source>Could not save the project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;</source>
        <translation>已保存“%1”</translation>
    </message>
    <message>
        <source>Could not write the recovery copy: %1</source>
        <translation>无法写入恢复副本：%1</translation>
    </message>
    <message>
        <source>Could not restore the recovery copy</source>
        <translation>无法恢复副本</translation>
    </message>
    <message>
        <source>Restored unsaved changes of &quot;%1&quot;.</source>
        <translation>已恢复“%1”未保存的修改。</translation>
    </message>
    <message>
        <source>Sizing</source>
        <extracomment>Navigator entry: memory per card, training time, serving latency</extracomment>
        <translation>显存与时长估算</translation>
    </message>
    <message>
        <source>Compare</source>
        <extracomment>Navigator entry: options priced side by side for one workload</extracomment>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Scenario</source>
        <extracomment>Navigator entry: choosing the kind of job (pre-training, fine-tuning, inference)</extracomment>
        <translation>场景</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>Navigator entry: the page describing the job to plan for</extracomment>
        <translation>任务</translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <extracomment>Navigator entry: the trade-off charts (cost over time, breakdown, tornado, ...)</extracomment>
        <translation>权衡图表</translation>
    </message>
    <message>
        <source>Verification</source>
        <extracomment>Navigator entry: the checklists, evidence and plan vs measured (验收核查)</extracomment>
        <translation>验收核查</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <extracomment>Navigator entry: the summary to read before signing or paying (签约前核对)</extracomment>
        <translation>签约前核对</translation>
    </message>
    <message>
        <source>Project &amp;Properties...</source>
        <translation>项目属性(&amp;P)……</translation>
    </message>
    <message>
        <source>Catalog</source>
        <extracomment>Navigator entry: the cards, facilities and contracts to choose from</extracomment>
        <translation>卡与机房目录</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <extracomment>View menu: full-screen slides of the chosen options for a client meeting</extracomment>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>How Accurate Are the &amp;Estimates?</source>
        <extracomment>Help menu: opens the table of Suanpan&apos;s estimates against published runs</extracomment>
        <translation>估算有多准(&amp;E)？</translation>
    </message>
    <message>
        <source>Reloaded &quot;%1&quot;</source>
        <extracomment>Status bar message; %1 is a file name</extracomment>
        <translation>已重新加载“%1”</translation>
    </message>
    <message>
        <source>Year plan</source>
        <extracomment>Navigator entry: the year plan: workloads on a calendar, owned and rented cards</extracomment>
        <translation>全年规划</translation>
    </message>
    <message>
        <source>Compute &amp;Voucher...</source>
        <extracomment>Menu item: the project&apos;s compute voucher (算力券)</extracomment>
        <translation>算力券(&amp;V)……</translation>
    </message>
    <message>
        <source>Quotes</source>
        <extracomment>Navigator entry: providers&apos; quotes (报价单), normalised side by side</extracomment>
        <translation>报价单</translation>
    </message>
</context>
<context>
    <name>MemoryFormat</name>
    <message>
        <source>%1 GB</source>
        <extracomment>Card memory; %1 is a number of GB of 2^30 bytes. Keep &quot;GB&quot; as it is.</extracomment>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>GB here means %1 bytes (%2), as card memory is sold.</source>
        <extracomment>%1 is 2 to the power 30, %2 the same number written out (1,073,741,824)</extracomment>
        <translation>这里的 GB 指 %1 字节（%2），与显卡标称显存的算法一致。</translation>
    </message>
</context>
<context>
    <name>MemoryPanel</name>
    <message>
        <source>Memory per card</source>
        <extracomment>Group title: memory needed on each card</extracomment>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <extracomment>Memory part: the model&apos;s weights</extracomment>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <extracomment>Memory part: AdamW master weights, momentum and variance</extracomment>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <extracomment>Memory part: intermediate results kept for the backward pass</extracomment>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <extracomment>Memory part: attention keys and values of the requests being served</extracomment>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <extracomment>Memory part: CUDA context, framework buffers, fragmentation</extracomment>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Total per card</source>
        <translation>单卡合计</translation>
    </message>
    <message>
        <source>Card capacity</source>
        <extracomment>Memory of the chosen card (usable part for serving)</extracomment>
        <translation>单卡显存容量</translation>
    </message>
    <message>
        <source>What would make it fit, best first:</source>
        <extracomment>Title above a list of changes that make the job fit in memory</extracomment>
        <translation>可以这样装下（按推荐顺序）：</translation>
    </message>
    <message>
        <source>The model&apos;s weights at the serving precision, divided over the tensor-parallel cards (INT4: 4.25 bits per parameter with group scales, AWQ/GPTQ).</source>
        <translation>按推理精度存储的模型权重，平摊到张量并行的各张卡上（INT4 含分组缩放系数，每参数 4.25 位，AWQ/GPTQ）。</translation>
    </message>
    <message>
        <source>The frozen base model (16-bit; QLoRA: 4-bit NormalFloat, 4.127 bits per parameter, for the linear layers) plus the adapters, divided over TP x PP (QLoRA paper, Dettmers et al. 2023).</source>
        <translation>冻结的基座模型（16 位；QLoRA 的线性层用 4 位 NormalFloat，每参数 4.127 位）加上适配器，平摊到 TP × PP 张卡上（QLoRA 论文，Dettmers 等，2023）。</translation>
    </message>
    <message>
        <source>Parameters / (TP x PP) x 2 bytes (16-bit weights; FP8 keeps 3, FP32 4); ZeRO-3 also divides by the data-parallel cards (ZeRO paper, Rajbhandari et al. 2020).</source>
        <translation>参数量 ÷ (TP × PP) × 2 字节（16 位权重；FP8 为 3 字节，FP32 为 4 字节）；ZeRO-3 还会再除以数据并行卡数（ZeRO 论文，Rajbhandari 等，2020）。</translation>
    </message>
    <message>
        <source>Gradients of the adapters only: 2 bytes per trainable parameter (%1 trainable).</source>
        <translation>只有适配器的梯度：每个可训练参数 2 字节（可训练参数 %1 个）。</translation>
    </message>
    <message>
        <source>Parameters / (TP x PP) x 2 bytes (4 in FP32); ZeRO-2 and ZeRO-3 also divide by the data-parallel cards (ZeRO paper).</source>
        <translation>参数量 ÷ (TP × PP) × 2 字节（FP32 为 4 字节）；ZeRO-2 和 ZeRO-3 还会再除以数据并行卡数（ZeRO 论文）。</translation>
    </message>
    <message>
        <source>AdamW states of the adapters only: 12 bytes per trainable parameter.</source>
        <translation>只有适配器的 AdamW 状态：每个可训练参数 12 字节。</translation>
    </message>
    <message>
        <source>AdamW: fp32 master weights, momentum and variance, 12 bytes per parameter / (TP x PP); ZeRO-1 and up also divide by the data-parallel cards (ZeRO paper: K = 12).</source>
        <translation>AdamW：FP32 主权重、一阶矩和二阶矩，每参数 12 字节 ÷ (TP × PP)；ZeRO-1 及以上还会再除以数据并行卡数（ZeRO 论文：K = 12）。</translation>
    </message>
    <message>
        <source>One layer&apos;s working set for a chunked prefill of up to 8,192 tokens.</source>
        <translation>分块预填充（每块最多 8,192 个 token）时一层的工作内存。</translation>
    </message>
    <message>
        <source>Per layer s x b x h x (34 + 5 a s / h) bytes without recomputation, 34 s b h with selective and 2 s b h with full recomputation, divided by TP (tensor and sequence parallel), for the layers and micro-batches the first pipeline stage holds; plus fp32 logits (Korthikanti et al. 2022).</source>
        <translation>每层激活值：不重计算时为 s × b × h × (34 + 5 a s / h) 字节，选择性重计算为 34 s b h，完全重计算为 2 s b h，再除以 TP（张量并行加序列并行），乘以流水线第一段同时保留的层数和微批数；另加 FP32 的 logits（Korthikanti 等，2022）。</translation>
    </message>
    <message>
        <source>The sum of the parts above, per card.</source>
        <translation>以上各项之和（每张卡）。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1（共 %2）</translation>
    </message>
    <message>
        <source>Serving engines use only part of the card and keep the rest as headroom: %1 (vLLM gpu_memory_utilization).</source>
        <translation>推理引擎只使用显存的一部分，其余留作余量：%1（vLLM 的 gpu_memory_utilization）。</translation>
    </message>
    <message>
        <source>The memory of one card, from the catalog.</source>
        <translation>单张卡的显存容量，取自目录。</translation>
    </message>
    <message>
        <source>Memory per card against the card&apos;s capacity (the line).</source>
        <translation>每卡显存占用与显卡容量（竖线）的对比。</translation>
    </message>
    <message>
        <source>Fits: %1 of %2</source>
        <extracomment>%1 memory needed per card, %2 the card&apos;s capacity</extracomment>
        <translation>装得下：占用 %1，容量 %2</translation>
    </message>
    <message>
        <source>Short by %1: needs %2 per card, the card has %3</source>
        <extracomment>%1 the missing memory, %2 memory needed, %3 the card&apos;s capacity</extracomment>
        <translation>显存不足，差 %1：每卡需要 %2，而卡只有 %3</translation>
    </message>
    <message>
        <source>%1: %2 per card, fits</source>
        <translation>%1：每卡 %2，可以装下</translation>
    </message>
    <message>
        <source>%1: %2 per card, still short</source>
        <translation>%1：每卡 %2，仍然不够</translation>
    </message>
    <message>
        <source>Total memory per card against the card&apos;s capacity (for serving, its usable part).</source>
        <translation>每卡总显存占用与显卡容量的对比（推理时为可用部分）。</translation>
    </message>
    <message>
        <source>Apply</source>
        <extracomment>Link after a remedy: apply this change (one undo step for project edits)</extracomment>
        <translation>采用</translation>
    </message>
    <message>
        <source>Each line is one change and what the engine estimates after it. Apply makes the change: on the workload or the option as one undo step, on this page&apos;s card and layout at once.</source>
        <translation>每一行是一项改动，以及改动后引擎的估算结果。点“采用”即做出这项改动：改任务或方案时记为一步可撤销的操作，改本页的卡和并行方式时立即生效。</translation>
    </message>
    <message>
        <source>CUDA context and framework buffers (0.8 GB) plus 7.5 % of everything else for allocator fragmentation (%1).</source>
        <translation>CUDA 上下文和框架缓冲区（0.8 GB），加上其余各项 7.5% 的显存碎片（%1）。</translation>
    </message>
    <message>
        <source>Keys and values of every request in flight on one replica: 2 x layers x KV heads / TP x head size x %1 bytes per value (%2 KV cache; multi-head latent attention keeps one compressed latent), x (prompt + output tokens).</source>
        <extracomment>%1 bytes per value (e.g. 1 or 2), %2 its precision (e.g. FP8)</extracomment>
        <translation>一个副本上所有在途请求的键和值：每 token 2 × 层数 × KV 头数 ÷ TP × 头维度 × 每个值 %1 字节（%2 KV 缓存；多头潜在注意力只存一个压缩的潜向量），× (输入 + 输出 token 数)。</translation>
    </message>
</context>
<context>
    <name>MoneyFormat</name>
    <message>
        <source>%1 to %2 (likely %3)</source>
        <translation>%1 至 %2（最可能 %3）</translation>
    </message>
    <message>
        <source>%1 (likely %2)</source>
        <translation>%1（最可能 %2）</translation>
    </message>
    <message>
        <source>%1 to %2 (median %3)</source>
        <translation>%1 至 %2（中位数 %3）</translation>
    </message>
    <message>
        <source>%1 (median %2)</source>
        <translation>%1（中位数 %2）</translation>
    </message>
</context>
<context>
    <name>OptionTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Table column: the accelerator card model</extracomment>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Table column: number of cards</extracomment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Table column: where the cards run</extracomment>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <extracomment>Table column: rent, host or build</extracomment>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>Shortlisted</source>
        <extracomment>Table column: option shortlisted for the presentation</extracomment>
        <translation>入选</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the selected option</source>
        <translation>复制所选方案</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected option</source>
        <translation>删除所选方案</translation>
    </message>
    <message>
        <source>No options yet. Add one for each way of getting the compute you want to compare: renting, hosting your own servers or building in-house.</source>
        <translation>还没有方案。请为每一种想比较的算力获取方式各添加一个方案：租用、托管自有服务器或自建。</translation>
    </message>
    <message>
        <source>Selected option</source>
        <translation>所选方案</translation>
    </message>
    <message>
        <source>e.g. 8x RTX 4090 cloud, hourly</source>
        <translation>例如：8 卡 RTX 4090 云主机，按小时</translation>
    </message>
    <message>
        <source>Include in the comparison and report</source>
        <translation>纳入比较和报告</translation>
    </message>
    <message>
        <source>Cards bought and run in-house need no contract.</source>
        <translation>自购自建的卡无需合同。</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) to compare</source>
        <extracomment>Title above the table of options</extracomment>
        <translation>
            <numerusform>%n 个待比较方案</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Choose an option at the top of the page to compare its plan with what was measured on the delivered machines.</source>
        <translation>请在页面顶部选择一个方案，把它的规划与交付机器上的实测结果对比。</translation>
    </message>
    <message>
        <source>Nothing measured for %1 yet. Import a training log (gives the real MFU), a scaling table (scaling efficiency) or an iperf3 result (bandwidth between machines) to see the plan re-costed with measured figures.</source>
        <translation>%1 还没有实测数据。导入训练日志（得到真实 MFU）、扩展性测试表（扩展效率）或 iperf3 结果（机器间带宽），即可按实测数字重新估算费用。</translation>
    </message>
    <message>
        <source>Measured: %1. No workload is planned on %2, so there is nothing to re-cost.</source>
        <translation>实测：%1。%2 上没有规划任务，无需重新估算。</translation>
    </message>
    <message>
        <source>Measured: %1. Each workload re-costed with these figures in place of the plan&apos;s assumptions:</source>
        <translation>实测：%1。用这些数字代替规划假设，重新估算每项任务：</translation>
    </message>
    <message>
        <source>Time: planned %1 measured</source>
        <translation>时间：规划 %1 实测</translation>
    </message>
    <message>
        <source>Cost: planned %1 measured</source>
        <translation>费用：规划 %1 实测</translation>
    </message>
    <message>
        <source>Does not fit on this option</source>
        <translation>此方案显存放不下</translation>
    </message>
    <message>
        <source>Every input at its best and its worst end: planned %1, measured %2. The table shows every input at its likely value.</source>
        <extracomment>Tooltip of a plan-vs-measured cell; %1 and %2 are ranges such as &quot;3.5-6.0 h&quot;</extracomment>
        <translation>每项输入分别取最好和最差的一端：规划 %1，实测 %2。表中是每项输入取最可能值的结果。</translation>
    </message>
</context>
<context>
    <name>PresentationView</name>
    <message>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>GPU compute plan</source>
        <translation>GPU 算力方案</translation>
    </message>
    <message>
        <source>For %1</source>
        <extracomment>Presentation title slide; %1 is the client&apos;s name</extracomment>
        <translation>致 %1</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <extracomment>Presentation title slide; %1 is who prepared the plan</extracomment>
        <translation>编制：%1</translation>
    </message>
    <message numerus="yes">
        <source>All %n options are compared.</source>
        <translation>
            <numerusform>对比全部 %n 个方案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n shortlisted options are compared.</source>
        <translation>
            <numerusform>对比入围的 %n 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2   ← → move · L 中文/English · Esc leave</source>
        <extracomment>Presentation footer: slide number and the keys; keep the key names</extracomment>
        <translation>%1 / %2   ← → 翻页 · L 中文/English · Esc 退出</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Risks to discuss</source>
        <extracomment>Presentation: heading of the risk flags of the compared options, in sentences</extracomment>
        <translation>需要讨论的风险</translation>
    </message>
    <message numerus="yes">
        <source>Ranked among the %n shortlisted options; the project has %1.</source>
        <extracomment>Presentation, under a workload&apos;s heading; %n options on show, %1 in the project</extracomment>
        <translation>
            <numerusform>仅在入围的 %n 个方案之间排名；本项目共有 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s)</source>
        <translation>
            <numerusform>%n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <source>Year plan</source>
        <extracomment>Presentation heading of the year plan&apos;s slides</extracomment>
        <translation>全年规划</translation>
    </message>
    <message>
        <source>Add options on the Options page to compare them.</source>
        <translation>请在“方案”页添加方案后再对比。</translation>
    </message>
</context>
<context>
    <name>ProjectDocument</name>
    <message>
        <source>Workload %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Name of a duplicated workload or option; %1 is the original&apos;s name</extracomment>
        <translation>%1（副本）</translation>
    </message>
</context>
<context>
    <name>ProjectPropertiesDialog</name>
    <message>
        <source>Project Properties</source>
        <translation>项目属性</translation>
    </message>
    <message>
        <source>&amp;Client:</source>
        <translation>客户(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. 70B pre-training: rent or build</source>
        <translation>例如：70B 预训练，租用还是自建</translation>
    </message>
    <message>
        <source>Names the project in the window title and in the report.</source>
        <translation>显示在窗口标题和报告中的项目名称。</translation>
    </message>
    <message>
        <source>Who the plan is for</source>
        <translation>这份规划是给谁的</translation>
    </message>
    <message>
        <source>Who prepared it</source>
        <translation>谁做的规划</translation>
    </message>
    <message>
        <source>What the option search may propose</source>
        <extracomment>Group of the project properties that limit what &quot;Search options&quot; proposes</extracomment>
        <translation>搜索方案的范围</translation>
    </message>
    <message>
        <source>Ca&amp;pital budget:</source>
        <translation>首期预算(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Monthly budget:</source>
        <translation>每月预算(&amp;M)：</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>Placeholder of an empty budget field</extracomment>
        <translation>不限</translation>
    </message>
    <message>
        <source>Cash the team can pay on day one (hardware, set-up work, deposits); options that need more are left out.</source>
        <translation>团队第一天能拿出的现金（硬件、部署工作、押金）；需要更多的方案不予推荐。</translation>
    </message>
    <message>
        <source>What the team can spend in any one month: a rented run over the months it takes, owned cards&apos; running costs.</source>
        <translation>团队任何一个月能花的钱：租用的任务按其持续的月份分摊，自有显卡按每月运行成本计。</translation>
    </message>
    <message>
        <source>The team has a &amp;source for export-restricted cards</source>
        <translation>团队有出口管制显卡的货源(&amp;S)</translation>
    </message>
    <message>
        <source>New B200, H100, RTX 4090 and similar cards are not sold into China since 2023; without a source only renting them is proposed.</source>
        <translation>自 2023 年起，全新的 B200、H100、RTX 4090 等显卡不再向国内销售；没有货源时只推荐租用这些卡。</translation>
    </message>
    <message>
        <source>&amp;Title (English):</source>
        <extracomment>The project&apos;s title in English; either title alone serves both languages</extracomment>
        <translation>英文标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Title (Chi&amp;nese):</source>
        <extracomment>The project&apos;s title in Chinese; the next field has it in English</extracomment>
        <translation>中文标题(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Suanpan projects (*.suanpan)</source>
        <translation>算盘项目 (*.suanpan)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>是否保存对“%1”的修改？</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>如果不保存，这些修改将会丢失。</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>Suanpan was closed without saving &quot;%1&quot;. A copy of the unsaved changes from %2 was kept.</source>
        <extracomment>%1 is a project name, %2 a date and time</extracomment>
        <translation>算盘上次关闭时没有保存“%1”，但保留了一份 %2 时未保存修改的副本。</translation>
    </message>
    <message>
        <source>Restore it? If you discard it, the copy is deleted.</source>
        <translation>是否恢复？如果丢弃，该副本将被删除。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Import model configuration</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <source>Model configurations (*.json)</source>
        <extracomment>File dialog filter for Hugging Face model configurations</extracomment>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>Another program saved &quot;%1&quot; after you opened it here.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>在此打开“%1”之后，另一个程序保存了它。</translation>
    </message>
    <message>
        <source>Reload it and lose your changes here, save your changes as another file, or overwrite it and lose the other program&apos;s changes?</source>
        <translation>重新加载（放弃这里的修改）、将这里的修改另存为其他文件，还是覆盖（放弃另一个程序的修改）？</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <source>Add a quote</source>
        <translation>添加报价单</translation>
    </message>
    <message>
        <source>Edit quote</source>
        <translation>编辑报价单</translation>
    </message>
    <message>
        <source>Stated</source>
        <translation>已写明</translation>
    </message>
    <message>
        <source>per</source>
        <translation>每</translation>
    </message>
</context>
<context>
    <name>QuoteText</name>
    <message>
        <source>card-hour</source>
        <extracomment>What a quote&apos;s price is for (卡时)</extracomment>
        <translation>卡时</translation>
    </message>
    <message>
        <source>card-month</source>
        <extracomment>What a quote&apos;s price is for (卡月)</extracomment>
        <translation>卡月</translation>
    </message>
    <message>
        <source>8-card server-month</source>
        <extracomment>What a quote&apos;s price is for: one 8-card server for a month (台月)</extracomment>
        <translation>台月（8 卡服务器）</translation>
    </message>
    <message>
        <source>cabinet-month</source>
        <extracomment>What a quote&apos;s price is for: a cabinet of the quoted cards for a month (机柜月)</extracomment>
        <translation>机柜月</translation>
    </message>
    <message>
        <source>year</source>
        <extracomment>What a quote&apos;s price is for: all the quoted cards for a year</extracomment>
        <translation>年</translation>
    </message>
    <message>
        <source>term</source>
        <extracomment>What a quote&apos;s price is for: one sum for all the quoted cards over a term</extracomment>
        <translation>整期</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>public IP</source>
        <translation>公网 IP</translation>
    </message>
    <message>
        <source>7x24 support</source>
        <translation>7×24 技术支持</translation>
    </message>
    <message>
        <source>4-hour replacement</source>
        <extracomment>A failed card replaced within 4 hours</extracomment>
        <translation>4 小时换卡</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n month(s)</source>
        <extracomment>%1 an amount of money, %2 months: one sum for the whole term</extracomment>
        <translation>
            <numerusform>%1（%n 个月合计）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <extracomment>%1 an amount of money, %2 what it is for (&quot;card-hour&quot;)</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message numerus="yes">
        <source>expired %n day(s) ago, confirmed</source>
        <translation>
            <numerusform>已过期 %n 天，已确认</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expired %n day(s) ago</source>
        <translation>
            <numerusform>已过期 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>validity not stated</source>
        <extracomment>The quote does not say how long it holds</extracomment>
        <translation>未写明有效期</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>有效期至 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n day(s) old</source>
        <extracomment>%1 the validity, %2 days since the quote was written</extracomment>
        <translation>
            <numerusform>%1；报价已 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>One refused row of an imported quote table; %1 its line, %2 why</extracomment>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>The table is empty: its first line must name the columns.</source>
        <translation>表格是空的：第一行须为列名。</translation>
    </message>
    <message>
        <source>The column &quot;%1&quot; is not one Suanpan reads (see the README&apos;s quote import format).</source>
        <extracomment>%1 a column header the import does not know</extracomment>
        <translation>算盘不认识“%1”这一列（见 README 中的报价单导入格式）。</translation>
    </message>
    <message>
        <source>The column &quot;%1&quot; is named twice.</source>
        <translation>“%1”这一列出现了两次。</translation>
    </message>
    <message>
        <source>The required column &quot;%1&quot; is missing.</source>
        <extracomment>%1 the English name of a required column (&quot;price_cny&quot;)</extracomment>
        <translation>缺少必填列“%1”。</translation>
    </message>
    <message>
        <source>Too many quotes for one project (%1).</source>
        <translation>报价单超出一个项目的上限（%1）。</translation>
    </message>
    <message>
        <source>This is neither a workbook nor a text table: it looks like a cut-off .xlsx file.</source>
        <translation>这既不是工作簿也不是文本表格：看起来是一个不完整的 .xlsx 文件。</translation>
    </message>
    <message>
        <source>The workbook is stored in a way Suanpan does not read (%1): save it again as a plain .xlsx or as CSV.</source>
        <extracomment>%1 what the workbook uses: &quot;ZIP64&quot;, &quot;encrypted: &lt;part&gt;&quot;, &quot;compression 12&quot;</extracomment>
        <translation>该工作簿的存储方式算盘无法读取（%1）：请另存为普通 .xlsx 或 CSV。</translation>
    </message>
    <message>
        <source>The workbook is damaged (%1).</source>
        <extracomment>%1 the part of the workbook that is damaged (&quot;xl/worksheets/sheet1.xml&quot;)</extracomment>
        <translation>工作簿已损坏（%1）。</translation>
    </message>
    <message>
        <source>The archive holds no worksheet: it is not an .xlsx workbook.</source>
        <translation>压缩包里没有工作表：这不是 .xlsx 工作簿。</translation>
    </message>
    <message>
        <source>A part of the workbook (%1) is larger than Suanpan reads (64 MiB).</source>
        <extracomment>%1 the part of the workbook</extracomment>
        <translation>工作簿中的部件（%1）超过算盘可读取的上限（64 MiB）。</translation>
    </message>
</context>
<context>
    <name>QuotesPage</name>
    <message>
        <source>Providers&apos; quotes</source>
        <translation>供应商报价单</translation>
    </message>
    <message>
        <source>Each quote is worked out at this project&apos;s use: the price per card-hour actually used (billing granularity, minimum term, idle hours of a monthly term), per effective PFLOP-hour, per run and over the horizon; what it leaves out is priced at Suanpan&apos;s assumptions, and the checklist says what to ask before signing.</source>
        <translation>每份报价都按本项目的实际用量折算：实际使用的每卡时价格（计费粒度、最短租期、包月期内的闲置时段）、每有效 PFLOP 时价格、每次运行和整个规划期的费用；报价未包含的项目按算盘的假设计价，核查清单列出签约前要问供应商的问题。</translation>
    </message>
    <message>
        <source>Add quote…</source>
        <translation>添加报价单…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Paste from spreadsheet</source>
        <translation>从表格粘贴</translation>
    </message>
    <message>
        <source>Price an option from it</source>
        <translation>按此报价建方案</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>CNY per card-hour
as quoted</source>
        <translation>报价折合
每卡时（元）</translation>
    </message>
    <message>
        <source>CNY per card-hour
used</source>
        <translation>按实际使用
每卡时（元）</translation>
    </message>
    <message>
        <source>CNY per effective
PFLOP-hour</source>
        <translation>每有效
PFLOP 时（元）</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次运行</translation>
    </message>
    <message>
        <source>Over the horizon</source>
        <translation>规划期合计</translation>
    </message>
    <message>
        <source>Leaves out</source>
        <translation>未包含</translation>
    </message>
    <message>
        <source>Ask the provider</source>
        <translation>要问供应商</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Includes nothing stated</source>
        <extracomment>Tooltip of a quote&apos;s price: what it includes</extracomment>
        <translation>未写明包含哪些项目</translation>
    </message>
    <message>
        <source>Includes: %1</source>
        <translation>包含：%1</translation>
    </message>
    <message>
        <source>Busy %1 of the %2-month horizon on %3 cards; a monthly term pays the idle hours too.</source>
        <extracomment>Tooltip: how the used price comes from the quoted one</extracomment>
        <translation>%3 张卡在 %2 个月规划期内忙碌 %1；包月时闲置时段也要付费。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tooltip line: a workload and its cost on the quote (per run or over the horizon)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A hidden-cost line Suanpan adds for what the quote leaves out, and its amount</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>nothing Suanpan prices</source>
        <translation>无需另计</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>How many questions to ask the provider; the tooltip lists them</extracomment>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>导入报价单</translation>
    </message>
    <message>
        <source>Import table…</source>
        <translation>导入表格…</translation>
    </message>
    <message>
        <source>A CSV or TSV file, or an Excel workbook (.xlsx, its first sheet), with a header line naming the columns in English or Chinese</source>
        <translation>CSV 或 TSV 文件，或 Excel 工作簿（.xlsx，读取第一个工作表）；首行为列名，中英文均可</translation>
    </message>
    <message>
        <source>Save template…</source>
        <translation>保存模板…</translation>
    </message>
    <message>
        <source>A CSV file with the columns the import reads and one example row to replace</source>
        <translation>一个 CSV 文件：含导入所读的各列，以及一行待替换的示例</translation>
    </message>
    <message>
        <source>Quote tables (*.csv *.tsv *.txt *.xlsx)</source>
        <translation>报价表 (*.csv *.tsv *.txt *.xlsx)</translation>
    </message>
    <message>
        <source>Save quote template</source>
        <translation>保存报价模板</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>RangeEdit</name>
    <message>
        <source>low</source>
        <extracomment>The three values of a range: lowest, most likely, highest</extracomment>
        <translation>最低</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>最可能</translation>
    </message>
    <message>
        <source>high</source>
        <translation>最高</translation>
    </message>
</context>
<context>
    <name>RemoveEvidence</name>
    <message>
        <source>Remove evidence &quot;%1&quot;</source>
        <extracomment>Undo menu entry; %1 is a file name</extracomment>
        <translation>删除证据“%1”</translation>
    </message>
</context>
<context>
    <name>ReportContent</name>
    <message>
        <source>GPU compute plan</source>
        <translation>GPU 算力方案</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Report cover: one workload and the option recommended for it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <extracomment>Report cover: the one-line verdict; %1 lists &quot;workload: option&quot; pairs Report cover: between the verdicts of two workloads</extracomment>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>For %1</source>
        <extracomment>Report cover; %1 is the client&apos;s name</extracomment>
        <translation>致 %1</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <extracomment>Report cover; %1 is who prepared the report</extracomment>
        <translation>编制：%1</translation>
    </message>
    <message numerus="yes">
        <source>The report compares the %n shortlisted options.</source>
        <translation>
            <numerusform>本报告比较入选的 %n 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>What would change the decision:</source>
        <extracomment>Report summary: before the decision flips and break-evens of a workload</extracomment>
        <translation>什么情况会改变结论：</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <extracomment>Report, workloads table: the model&apos;s parameters, e.g. &quot;7B parameters&quot;</extracomment>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>Report, workloads table: tokens to train on</extracomment>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1, within %2 days</source>
        <extracomment>Report, workloads table: %1 tokens, %2 the deadline in days</extracomment>
        <translation>%1，%2 天内完成</translation>
    </message>
    <message>
        <source>%1 concurrent requests</source>
        <extracomment>Report, workloads table: serving load</extracomment>
        <translation>%1 路并发请求</translation>
    </message>
    <message>
        <source>%1, first token within %2 s</source>
        <translation>%1，首 token 不超过 %2 秒</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An option&apos;s name and where its price comes from (&quot;from X&apos;s quote of &lt;date&gt;&quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>Report, workloads table headers</extracomment>
        <translation>任务</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Costs a price list leaves out, for each workload on each option, as low-high (likely). Lines switched off are not counted.</source>
        <extracomment>Report, hidden costs: what the section lists</extracomment>
        <translation>价目表上看不到的成本：每个任务在每个方案上的金额，写作“低值–高值（可能值）”。已关闭的成本项不计入。</translation>
    </message>
    <message>
        <source>Option</source>
        <extracomment>Report, hidden costs table headers</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cost line</source>
        <translation>成本项</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>No input within its range changes which option is best.</source>
        <extracomment>Report: a workload with no break-even and no decision flip</extracomment>
        <translation>在各输入的取值范围内，最优方案都不会改变。</translation>
    </message>
    <message>
        <source>The inputs that move the cost of %1 most (%2):</source>
        <extracomment>Report: above the tornado table; %1 an option, %2 what the totals cover</extracomment>
        <translation>对 %1 成本影响最大的输入（%2）：</translation>
    </message>
    <message>
        <source>Input</source>
        <extracomment>Report, sensitivity table headers</extracomment>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>取值范围</translation>
    </message>
    <message>
        <source>Total at low</source>
        <translation>取低值时合计</translation>
    </message>
    <message>
        <source>Total at high</source>
        <translation>取高值时合计</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>波动幅度</translation>
    </message>
    <message>
        <source>Each assumption is a range low-high with its source and date; * marks one changed in this project.</source>
        <extracomment>Report, assumptions: what the mark means</extracomment>
        <translation>每项假设都是“低值–高值”的范围，并注明来源和日期；带 * 的是本项目修改过的。</translation>
    </message>
    <message>
        <source>Assumption</source>
        <extracomment>Report, assumptions table headers</extracomment>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Passed %1, failed %2, not checked %3, not applicable %4, waived %5, of %6 items.</source>
        <extracomment>Report, verification: counts of one option&apos;s checklist</extracomment>
        <translation>共 %6 项：通过 %1 项，不通过 %2 项，未核查 %3 项，不适用 %4 项，豁免 %5 项。</translation>
    </message>
    <message>
        <source>No item is failed or unchecked.</source>
        <extracomment>Report, verification: an option with nothing open</extracomment>
        <translation>没有不通过或未核查的项目。</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Report, verification table headers</extracomment>
        <translation>状态</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核查项</translation>
    </message>
    <message>
        <source>We have read this report, its assumptions and its open checks, and agree on the recommendation above.</source>
        <extracomment>Report, sign-off page</extracomment>
        <translation>我们已阅读本报告及其假设和未完成的核查项，同意以上推荐。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>签字：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>For the client</source>
        <translation>客户方</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制方</translation>
    </message>
    <message>
        <source>Year plan</source>
        <extracomment>Report heading of the year plan (owned and rented cards over the horizon)</extracomment>
        <translation>全年规划</translation>
    </message>
    <message>
        <source>Left out:</source>
        <extracomment>Report summary: before the options the verdict leaves out</extracomment>
        <translation>未入选：</translation>
    </message>
    <message numerus="yes">
        <source>This section details the first %1 of the %n workloads; the workbook (Export workbook) and the Compare page have every one.</source>
        <extracomment>Report: a section that shows only some workloads; %1 how many it shows, %n all</extracomment>
        <translation>
            <numerusform>本节只详细列出 %n 个任务中的前 %1 个；工作簿（导出工作簿）和“方案对比”页包含全部任务。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>A PDF report for the client: the comparison, charts, assumptions with their sources and the checklist status, on A4.</source>
        <translation>给客户的 PDF 报告（A4）：方案对比、图表、假设及其来源，以及核查清单的状态。</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <extracomment>Export report dialog: the language the report is written in</extracomment>
        <translation>报告语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Sections:</source>
        <translation>包含的章节：</translation>
    </message>
    <message>
        <source>&amp;Export PDF...</source>
        <translation>导出 PDF(&amp;E)...</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>打印预览(&amp;V)...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Export All &amp;Charts...</source>
        <extracomment>Export report dialog: every chart as PNG and SVG into a folder</extracomment>
        <translation>导出全部图表(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;Slides as PDF...</source>
        <extracomment>Export report dialog: the presentation as a PDF, one slide per page</extracomment>
        <translation>将幻灯片导出为 PDF(&amp;S)...</translation>
    </message>
    <message>
        <source>Export &amp;Workbook...</source>
        <extracomment>Export report dialog: the numbers as an Excel workbook or CSV</extracomment>
        <translation>导出工作簿(&amp;W)...</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <extracomment>%1 what was written (&quot;the report&quot;), %2 a file or folder path</extracomment>
        <translation>已将%1导出到 %2。</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>--export-pdf needs exactly one project file.</source>
        <translation>--export-pdf 需要且只需要一个项目文件。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use zh_CN or en.</source>
        <translation>未知语言“%1”；请使用 zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Unknown report section &quot;%1&quot;; use %2.</source>
        <translation>未知的报告章节“%1”；可用：%2。</translation>
    </message>
    <message>
        <source>--sections names no section; use %1.</source>
        <translation>--sections 没有给出任何章节；可用：%1。</translation>
    </message>
    <message>
        <source>The report was not exported. %1</source>
        <translation>报告未导出。%1</translation>
    </message>
    <message>
        <source>--export-charts needs exactly one project file.</source>
        <translation>--export-charts 需要且只需要一个项目文件。</translation>
    </message>
    <message>
        <source>--export-slides needs exactly one project file.</source>
        <translation>--export-slides 需要且只需要一个项目文件。</translation>
    </message>
    <message>
        <source>The slides were not exported. %1</source>
        <translation>幻灯片未导出。%1</translation>
    </message>
    <message>
        <source>Nothing was exported: the project cannot be evaluated. %1</source>
        <translation>未导出任何内容：该项目无法评估。%1</translation>
    </message>
    <message>
        <source>Not enough memory to export the slides; the project is unchanged.</source>
        <translation>内存不足，无法导出幻灯片；项目未作改动。</translation>
    </message>
    <message>
        <source>Not enough memory to export the charts; the project is unchanged.</source>
        <translation>内存不足，无法导出图表；项目未作改动。</translation>
    </message>
    <message>
        <source>Not enough memory to export the report; the project is unchanged.</source>
        <translation>内存不足，无法导出报告；项目未作改动。</translation>
    </message>
</context>
<context>
    <name>ReportSections</name>
    <message>
        <source>Cover</source>
        <extracomment>Report section: the title page</extracomment>
        <translation>封面</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>The workloads</source>
        <extracomment>Report section: the jobs the plan is for</extracomment>
        <translation>任务</translation>
    </message>
    <message>
        <source>The options compared</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <extracomment>Report section: costs the price lists leave out</extracomment>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>Break-even and sensitivity</source>
        <translation>回本与敏感性分析</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <extracomment>Report section: the assumptions with their sources and dates</extracomment>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Verification status</source>
        <extracomment>Report section: the checklist status before signing</extracomment>
        <translation>核查状态</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>签字确认</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>Report footer: page %1 of %2</extracomment>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>SamplingNotice</name>
    <message>
        <source>Ranges stopped: likely values only</source>
        <extracomment>Status bar after the user stopped the Monte Carlo draws</extracomment>
        <translation>已停止计算区间：只显示最可能值</translation>
    </message>
    <message>
        <source>Draw again</source>
        <extracomment>Button: draw the Monte Carlo ranges again</extracomment>
        <translation>重新计算</translation>
    </message>
    <message>
        <source>Drawing the ranges (%1 draws)</source>
        <extracomment>Status bar while the Monte Carlo ranges are computed; %1 the number of draws</extracomment>
        <translation>正在抽样计算区间（%1 次）</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Button: stop computing the Monte Carlo ranges</extracomment>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the draws; the figures keep their likely values</source>
        <translation>停止抽样；各项数字保留最可能值</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <source>What kind of job are you planning?</source>
        <translation>你要规划的是哪类任务？</translation>
    </message>
    <message>
        <source>&amp;Pre-training</source>
        <extracomment>Scenario button; keep the mnemonic letter unique on the page</extracomment>
        <translation>预训练(&amp;P)</translation>
    </message>
    <message>
        <source>Train a model from scratch, or continue pre-training on hundreds of billions of tokens. Card memory, NVLink inside servers and IB or RoCE between them, and weeks of stable running decide the plan.</source>
        <translation>从头训练模型，或在数千亿 token 上继续预训练。显存容量、机内 NVLink、机间 IB 或 RoCE 互联，以及连续数周的稳定运行，决定了方案。</translation>
    </message>
    <message>
        <source>Typical cards: H800, A800, H100/H200 class, eight per server, servers joined by IB or RoCE.</source>
        <translation>常用卡：H800、A800、H100/H200 级别，每台服务器 8 卡，服务器间用 IB 或 RoCE 互联。</translation>
    </message>
    <message>
        <source>Billing: monthly or yearly, for a hosted cluster or your own servers in a rented cabinet.</source>
        <translation>计费：包月或包年，租用托管集群，或把自己的服务器放进租来的机柜。</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tune</source>
        <translation>全量微调(&amp;U)</translation>
    </message>
    <message>
        <source>Update every weight of an existing model with your own data. The optimizer keeps several copies of the whole model, so even a 7B model wants 80 GB cards with a fast link between them.</source>
        <translation>用自己的数据更新已有模型的全部权重。优化器要保存整个模型的多份状态，即使 7B 模型也需要 80 GB 显存的卡和高速卡间互联。</translation>
    </message>
    <message>
        <source>Typical cards: A800, H800, H20; four to eight 80 GB cards.</source>
        <translation>常用卡：A800、H800、H20，4 到 8 张 80 GB 的卡。</translation>
    </message>
    <message>
        <source>Billing: hourly for a short run, monthly when runs repeat.</source>
        <translation>计费：短期训练按小时，反复训练则包月。</translation>
    </message>
    <message>
        <source>Lo&amp;RA fine-tune</source>
        <translation>LoRA 微调(&amp;R)</translation>
    </message>
    <message>
        <source>Train small adapter matrices while the base model stays frozen. A 7B model fits on 24 GB cards, so price and flexibility matter more than the interconnect.</source>
        <translation>冻结基座模型，只训练小的适配矩阵。7B 模型在 24 GB 的卡上就能跑，所以价格和灵活性比互联更重要。</translation>
    </message>
    <message>
        <source>Typical cards: RTX 4090, L20, L40S.</source>
        <translation>常用卡：RTX 4090、L20、L40S。</translation>
    </message>
    <message>
        <source>Billing: hourly on a GPU cloud, stopped when the run ends.</source>
        <translation>计费：在 GPU 云上按小时租用，训练结束即停。</translation>
    </message>
    <message>
        <source>&amp;QLoRA fine-tune</source>
        <translation>QLoRA 微调(&amp;Q)</translation>
    </message>
    <message>
        <source>LoRA on a base model stored in 4 bits. Even large models fit on a few 24 to 48 GB cards, at some cost in speed.</source>
        <translation>在 4 比特量化的基座模型上做 LoRA。大模型也能放进几张 24 到 48 GB 的卡，代价是速度慢一些。</translation>
    </message>
    <message>
        <source>Typical cards: RTX 4090, L20, A6000.</source>
        <translation>常用卡：RTX 4090、L20、A6000。</translation>
    </message>
    <message>
        <source>Billing: hourly on a GPU cloud.</source>
        <translation>计费：在 GPU 云上按小时租用。</translation>
    </message>
    <message>
        <source>&amp;Inference</source>
        <translation>推理(&amp;I)</translation>
    </message>
    <message>
        <source>Serve a trained model to users. The time to the first token, the throughput at that latency and the cost per million tokens decide the plan.</source>
        <translation>把训练好的模型提供给用户使用。首 token 延迟、满足该延迟时的吞吐量和每百万 token 成本，决定了方案。</translation>
    </message>
    <message>
        <source>Typical cards: L20, RTX 4090, L4.</source>
        <translation>常用卡：L20、RTX 4090、L4。</translation>
    </message>
    <message>
        <source>Billing: monthly for the steady load, plus hourly capacity for peaks.</source>
        <translation>计费：平稳负载包月，高峰时按小时弹性扩容。</translation>
    </message>
    <message numerus="yes">
        <source>Starts with: %1, %2 training tokens, a deadline of %n day(s).</source>
        <extracomment>%1 a model such as Llama-2-7B, %2 a token count such as &quot;200 M&quot;; %n days</extracomment>
        <translation>
            <numerusform>初始值：%1，训练 %2 token，期限 %n 天。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starts with: %1 at %2, %3 prompt and %4 output tokens, %n request(s) at once, first token within %5.</source>
        <extracomment>%1 a model, %2 a number format such as INT8, %3 and %4 token counts, %5 a latency</extracomment>
        <translation>
            <numerusform>初始值：%1，%2 精度，输入 %3 token、输出 %4 token，同时 %n 个请求，首 token 在 %5 内。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your choice applies to the workload &quot;%1&quot;.</source>
        <extracomment>%1 is the name of the workload the chosen scenario applies to</extracomment>
        <translation>你的选择将用于任务“%1”。</translation>
    </message>
    <message>
        <source>The project has no workload yet: your choice adds one.</source>
        <translation>项目里还没有任务：选择后会新建一个。</translation>
    </message>
    <message>
        <source>Each kind of job needs different cards and a different way of paying for them. Choose one to give the workload sensible job settings. A model you imported, picked or typed stays; the preset model comes only with a workload that has none of its own. You can change everything on the Workload page, and Undo takes the choice back.</source>
        <translation>不同任务需要不同的卡，也适合不同的计费方式。选一个场景，任务会填上合理的任务设置；你导入、选用或填写的模型会保留，只有任务还没有自己的模型时才换成预设模型。每一项都可以在“任务”页修改，撤销即可收回这次选择。</translation>
    </message>
    <message>
        <source>This is the example project. Choosing a scenario below now starts a new, untitled project from it; the example stays as it is.</source>
        <translation>这是示例项目。现在选择下面的场景会用它新建一个未命名的项目，示例保持不变。</translation>
    </message>
    <message>
        <source>This is the example project. Choosing a scenario below changes its workload &quot;%1&quot; (Undo takes it back). To plan your own job, start a new project from the scenario you choose instead.</source>
        <extracomment>%1 the example&apos;s workload a scenario card would change</extracomment>
        <translation>这是示例项目。选择下面的场景会修改示例中的任务“%1”（可以撤销）。要规划你自己的任务，请改为用所选场景新建项目。</translation>
    </message>
    <message>
        <source>&amp;Start a new project from the scenario I choose</source>
        <extracomment>Check box on the example&apos;s banner (Scenario page)</extracomment>
        <translation>用我选择的场景新建项目(&amp;S)</translation>
    </message>
    <message>
        <source>Your choice starts a new project.</source>
        <translation>你的选择将新建一个项目。</translation>
    </message>
</context>
<context>
    <name>ScenarioSummary</name>
    <message>
        <source>the model %1</source>
        <extracomment>An item in the list of presets set; %1 a model such as Llama-2-7B</extracomment>
        <translation>模型 %1</translation>
    </message>
    <message>
        <source>Added the workload &quot;%1&quot; with the %2 presets: %3.</source>
        <extracomment>%1 the new workload&apos;s name, %2 a scenario, %3 a list of settings</extracomment>
        <translation>已新建任务“%1”，套用“%2”预设：%3。</translation>
    </message>
    <message>
        <source>Kept your model %1; set the %2 presets: %3.</source>
        <extracomment>%1 the user&apos;s model, %2 a scenario, %3 a list of settings</extracomment>
        <translation>保留了你的模型 %1；已套用“%2”预设：%3。</translation>
    </message>
    <message>
        <source>the model %1 (was %2)</source>
        <translation>模型 %1（原为 %2）</translation>
    </message>
    <message>
        <source>The workload already has the %1 presets.</source>
        <extracomment>%1 a scenario such as &quot;LoRA fine-tune&quot;</extracomment>
        <translation>该任务已是“%1”预设。</translation>
    </message>
    <message>
        <source>Set the %1 presets: %2.</source>
        <extracomment>%1 a scenario, %2 a list of settings</extracomment>
        <translation>已套用“%1”预设：%2。</translation>
    </message>
    <message>
        <source>%1-token sequences</source>
        <extracomment>A preset; %1 a token count such as 4,096</extracomment>
        <translation>序列长度 %1 token</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>不设期限</translation>
    </message>
    <message>
        <source>LoRA rank %1</source>
        <extracomment>A preset; %1 the LoRA rank such as 16</extracomment>
        <translation>LoRA 秩 %1</translation>
    </message>
    <message>
        <source>%1 prompt and %2 output tokens</source>
        <extracomment>A preset; %1 and %2 token counts</extracomment>
        <translation>输入 %1 token、输出 %2 token</translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s) at once</source>
        <extracomment>A preset: requests served at the same time</extracomment>
        <translation>
            <numerusform>同时 %Ln 个请求</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests per second</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>no request rate</source>
        <translation>不设请求速率</translation>
    </message>
    <message>
        <source>first token within %1</source>
        <translation>首 token 在 %1 内</translation>
    </message>
    <message>
        <source>no latency target</source>
        <translation>不设延迟目标</translation>
    </message>
    <message>
        <source>of %1 parameters</source>
        <extracomment>A model known only by its size; %1 a count such as &quot;70 B&quot;</extracomment>
        <translation>（%1参数）</translation>
    </message>
    <message>
        <source>Kept your model %1; its job settings already match the %2 presets.</source>
        <extracomment>%1 the user&apos;s model, %2 a scenario such as &quot;LoRA fine-tune&quot;</extracomment>
        <translation>保留了你的模型 %1；任务设置已与“%2”预设一致。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences one after the other (Chinese: no space between them)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>A preset: the training tokens; %1 a count such as &quot;200 M&quot;</extracomment>
        <translation>训练 %1 token</translation>
    </message>
    <message>
        <source>batch %L1</source>
        <extracomment>A preset: the global batch, in sequences per optimizer step</extracomment>
        <translation>批大小 %L1</translation>
    </message>
    <message numerus="yes">
        <source>a %Ln-day deadline</source>
        <translation>
            <numerusform>期限 %Ln 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n %1 card(s) (%2), about %3.</source>
        <extracomment>%n cards, %1 a card such as RTX 4090, %2 how they are split (&quot;TP 2 x PP 4 x DP 1&quot;), %3 a duration</extracomment>
        <translation>
            <numerusform>需要 %n 张 %1（%2），约 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit %n %1 card(s): at best %2 per card, more than their %3.</source>
        <extracomment>%n cards (one server), %1 a card such as RTX 4090, %2 and %3 memory sizes</extracomment>
        <translation>
            <numerusform>%n 张 %1 装不下：每卡至少需要 %2，超过每卡的 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n %1 card(s) it takes %2 at best, past its %3-day deadline.</source>
        <extracomment>%n cards (one server), %1 a card such as RTX 4090, %2 a duration, %3 days</extracomment>
        <translation>
            <numerusform>用 %n 张 %1 最快也要 %2，超过 %3 天的期限。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScheduleModel</name>
    <message>
        <source>once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>至规划期末</translation>
    </message>
    <message>
        <source>%1 (sized)</source>
        <translation>%1（测算）</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>sized</source>
        <translation>测算</translation>
    </message>
    <message>
        <source>%1 (the option&apos;s)</source>
        <translation>%1（按方案）</translation>
    </message>
    <message>
        <source>the option&apos;s</source>
        <translation>按方案</translation>
    </message>
    <message>
        <source>The month the workload starts; 1 is the plan&apos;s first month.</source>
        <translation>任务开始的月份；1 表示规划期第一个月。</translation>
    </message>
    <message>
        <source>A new training run every this many months; 0 runs it once.</source>
        <translation>每隔多少个月再训练一次；0 表示只跑一次。</translation>
    </message>
    <message>
        <source>Hours a day the service runs at peak load, from 09:00.</source>
        <translation>推理服务每天处于高峰负载的小时数，从 09:00 起算。</translation>
    </message>
    <message>
        <source>Cards busy off peak, as a share of the peak cards.</source>
        <translation>非高峰时段在用卡数占高峰卡数的比例。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Start month</source>
        <extracomment>Column: the month a workload starts (1 = first month of the plan)</extracomment>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>Every (months)</source>
        <extracomment>Column: months between two training runs</extracomment>
        <translation>周期（月）</translation>
    </message>
    <message>
        <source>Duration (days)</source>
        <translation>持续（天）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <extracomment>Column: hours a day a service runs at peak load</extracomment>
        <translation>每天高峰小时</translation>
    </message>
    <message>
        <source>Off-peak load</source>
        <extracomment>Column: off-peak load as a share of the peak</extracomment>
        <translation>非高峰负载</translation>
    </message>
    <message>
        <source>%1 (sized; misses the %2-day deadline)</source>
        <extracomment>Year plan: a run&apos;s days, and that it misses its deadline; %1 days, %2 the deadline in days</extracomment>
        <translation>%1（测算；赶不上 %2 天的截止日期）</translation>
    </message>
    <message>
        <source>%1 (for the deadline)</source>
        <extracomment>Year plan: more cards than the schedule names, to meet the deadline; %1 cards</extracomment>
        <translation>%1（为赶截止日期）</translation>
    </message>
    <message>
        <source>Days one run takes (training) or the service runs (serving); 0 takes the sizing engine&apos;s time on the owned card, or serves to the end of the plan. A run that misses its deadline on any number of cards says so.</source>
        <translation>一次运行需要的天数（训练）或服务运行的天数（推理）；0 表示采用测算引擎在自有卡上的时长，或一直服务到规划期结束。无论用多少张卡都赶不上截止日期的运行会标明。</translation>
    </message>
    <message>
        <source>Cards the workload runs on; 0 takes the owned option&apos;s count. A run that would miss its deadline on them runs on more (the ones the owned cards cannot hold are rented).</source>
        <translation>任务使用的卡数；0 表示采用自有方案的卡数。用这些卡赶不上截止日期时改用更多的卡（自有卡容纳不下的部分租用）。</translation>
    </message>
</context>
<context>
    <name>SearchDialog</name>
    <message>
        <source>Pricing every card, count, site and contract...</source>
        <extracomment>Progress dialog while enumerating card x count x site x contract</extracomment>
        <translation>正在为每种显卡、数量、场地和合同组合定价...</translation>
    </message>
    <message>
        <source>Search options</source>
        <extracomment>Window title of the option search results</extracomment>
        <translation>搜索方案</translation>
    </message>
    <message>
        <source>Candidate</source>
        <extracomment>Search results header: the candidate&apos;s card, count, site, contract</extracomment>
        <translation>候选方案</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Search results header: the job&apos;s time, or the first-token latency</extracomment>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>Search results header: why the candidate is listed, and its risks</extracomment>
        <translation>入选理由</translation>
    </message>
    <message>
        <source>&amp;Add to Project</source>
        <extracomment>Button: adds the selected search candidate to the project&apos;s options</extracomment>
        <translation>添加到项目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message>
        <source>The search was cancelled: the list is incomplete.</source>
        <translation>搜索已取消：列表不完整。</translation>
    </message>
    <message>
        <source>cheapest</source>
        <comment>search reason</comment>
        <translation>成本最低</translation>
    </message>
    <message>
        <source>fastest</source>
        <comment>search reason</comment>
        <translation>速度最快</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <extracomment>Separates the items of a list in one line</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>Priced %1 candidates for &quot;%2&quot;: %3 on the cost-time front (cheaper or faster than every other that passed the checks below).</source>
        <extracomment>Search summary; %1 candidates priced, %2 the workload&apos;s name, %3 how many on the front</extracomment>
        <translation>已为“%2”核算 %1 个候选方案：%3 个位于成本—耗时前沿（在通过下列检查的方案中，没有别的方案比它更便宜或更快）。</translation>
    </message>
    <message>
        <source>Budgets: up to %1 on day one and %2 a month.</source>
        <extracomment>%1 and %2 are amounts of money</extracomment>
        <translation>预算：首期最多 %1，每月最多 %2。</translation>
    </message>
    <message>
        <source>Budget: up to %1 on day one; no monthly limit.</source>
        <translation>预算：首期最多 %1；每月不限。</translation>
    </message>
    <message>
        <source>Budget: up to %1 a month; no limit on day one.</source>
        <translation>预算：每月最多 %1；首期不限。</translation>
    </message>
    <message>
        <source>No budgets set (File &gt; Project Properties).</source>
        <translation>未设预算（文件 → 项目属性）。</translation>
    </message>
    <message>
        <source>The team has a source for export-restricted cards: buying them is proposed too.</source>
        <translation>团队有出口管制显卡的货源：也会推荐购买这些卡。</translation>
    </message>
    <message>
        <source>Buying export-restricted cards is left out: the team has no source for them (File &gt; Project Properties).</source>
        <translation>不推荐购买出口管制显卡：团队没有这些卡的货源（文件 → 项目属性）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <extracomment>Two sentences in a row (no space between them in Chinese)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <extracomment>Left out by the search: each item is &quot;what: how many&quot;</extracomment>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>misses the first-token target</source>
        <translation>首 token 延迟超标</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>赶不上截止日期</translation>
    </message>
    <message>
        <source>spot job over 12 hours</source>
        <translation>竞价实例上超过 12 小时的任务</translation>
    </message>
    <message>
        <source>buys an export-restricted card</source>
        <translation>购买出口管制显卡</translation>
    </message>
    <message>
        <source>over the day-one budget</source>
        <translation>超出首期预算</translation>
    </message>
    <message>
        <source>over the monthly budget</source>
        <translation>超出每月预算</translation>
    </message>
    <message>
        <source>scales below %1</source>
        <extracomment>%1 is the scaling efficiency floor, &quot;75 %&quot;</extracomment>
        <translation>线性扩展效率低于 %1</translation>
    </message>
    <message>
        <source>fewer cards already finish within an hour</source>
        <translation>更少的卡已能在一小时内完成</translation>
    </message>
    <message>
        <source>fewer cards already serve the load</source>
        <translation>更少的卡已能承载负载</translation>
    </message>
    <message>
        <source>dearer and slower than one listed</source>
        <translation>比已列出的方案更贵且更慢</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One item of the search&apos;s left-out line: %1 why, %2 how many</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <extracomment>%1 is a list such as &quot;does not fit in memory: 508; misses the deadline: 455&quot;</extracomment>
        <translation>已排除：%1。</translation>
    </message>
    <message>
        <source>trade-off</source>
        <comment>search reason</comment>
        <extracomment>Search reason, short: neither the cheapest nor the fastest, but nothing else is both cheaper and faster</extracomment>
        <translation>折中</translation>
    </message>
    <message>
        <source>The cheapest of those that passed every check.</source>
        <translation>在通过全部检查的方案中成本最低。</translation>
    </message>
    <message>
        <source>The fastest of those that passed every check.</source>
        <translation>在通过全部检查的方案中速度最快。</translation>
    </message>
    <message>
        <source>A cost-time trade-off: nothing is both cheaper and faster.</source>
        <translation>成本与耗时的折中：没有方案能同时更便宜且更快。</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <extracomment>Details of a search candidate: %1 its time, %2 its cost, %3 the cost&apos;s scope</extracomment>
        <translation>%1，%2（%3）</translation>
    </message>
    <message>
        <source>Cash on day one %1; %2 in total %3; then %4 a month.</source>
        <extracomment>%1 cash on day one, %2 total over the horizon, %3 its scope, %4 steady monthly spend</extracomment>
        <translation>首期现金 %1；总计 %2（%3）；之后每月 %4。</translation>
    </message>
    <message>
        <source>Cash on day one %1; at most %2 in a month.</source>
        <extracomment>%1 cash on day one, %2 spend in the busiest month</extracomment>
        <translation>首期现金 %1；单月最多 %2。</translation>
    </message>
    <message>
        <source>Day one</source>
        <extracomment>Search results header: cash out on day one (capex, set-up, deposits)</extracomment>
        <translation>首期现金</translation>
    </message>
    <message>
        <source>Select a candidate to see why it is listed and what to check.</source>
        <extracomment>Shown under the search results while nothing is selected</extracomment>
        <translation>选中一个候选方案，查看它入选的原因以及需要核查的事项。</translation>
    </message>
    <message>
        <source>Owning is cheaper per run here only because of the other work declared for the cards</source>
        <extracomment>Heading of the purchases listed apart from the search&apos;s front</extracomment>
        <translation>这里自购的单次成本更低，只是因为为这些卡声明了其他工作</translation>
    </message>
    <message>
        <source>a purchase cheaper only by the other work declared</source>
        <translation>只因声明的其他工作才更便宜的自购方案</translation>
    </message>
    <message>
        <source>other work keeps the cards busy %1</source>
        <comment>search reason</comment>
        <extracomment>%1 the share of the horizon the declared other work keeps the cards busy</extracomment>
        <translation>其他工作占用卡 %1 的时间</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Size on</source>
        <extracomment>Group title: what the workload is sized on</extracomment>
        <translation>估算条件</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Option</source>
        <extracomment>What is sized: one of the project&apos;s options, or a card and count of the user&apos;s choice</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>An option of the project, sized as Compare prices it, or a card and count of your own choice.</source>
        <translation>项目中的一个方案（按方案对比页的计价方式估算），或你自己选的卡和数量。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Number of cards</extracomment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Network</source>
        <extracomment>Network between servers (Gb/s), from a facility template</extracomment>
        <translation>网络</translation>
    </message>
    <message>
        <source>The network between servers, taken from a facility template; it sets how fast gradients are exchanged between servers.</source>
        <translation>服务器之间的网络，取自部署地点模板；它决定梯度在服务器之间同步的速度。</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>How the training job is split over the cards</extracomment>
        <translation>并行方式</translation>
    </message>
    <message>
        <source>The engine chooses the fastest layout that fits at this card count, as every option is priced; or set one by hand.</source>
        <translation>由引擎在这个卡数下选出装得下的最快并行方式（每个方案都按它计价），也可以手动设置。</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <extracomment>Tensor parallel degree (TP)</extracomment>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <extracomment>Pipeline parallel degree (PP)</extracomment>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <extracomment>ZeRO optimizer-state sharding (DeepSpeed)</extracomment>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <extracomment>Activation recomputation (gradient checkpointing)</extracomment>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <extracomment>Sequences per micro-batch</extracomment>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <extracomment>Data parallel degree (DP) = cards / (TP x PP)</extracomment>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>Cards / (tensor parallel x pipeline parallel).</source>
        <translation>卡数 ÷ (张量并行 × 流水线并行)。</translation>
    </message>
    <message>
        <source>My MFU</source>
        <extracomment>Check box: use the user&apos;s own MFU instead of the default</extracomment>
        <translation>自定 MFU</translation>
    </message>
    <message>
        <source>Use your own MFU (end-to-end at this scale, e.g. from a benchmark run) instead of the default for this card class.</source>
        <translation>使用你自己的 MFU（当前规模下的端到端实测值，例如基准测试结果），代替该卡型类别的默认值。</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Percent suffix of a spin box; Chinese writes it without a space</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>A card and count of my choice</source>
        <translation>我自己选的卡和数量</translation>
    </message>
    <message>
        <source>Chosen by the engine, as priced</source>
        <extracomment>Layout mode: the engine&apos;s choice, the one Compare prices with</extracomment>
        <translation>由引擎选择（与计价一致）</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <extracomment>Layout mode: the user sets TP, PP, ZeRO, ... below</extracomment>
        <translation>手动设置</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>ZeRO stage 0: nothing sharded</extracomment>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Stage 1 (optimizer states)</source>
        <translation>阶段 1（优化器状态）</translation>
    </message>
    <message>
        <source>Stage 2 (+ gradients)</source>
        <translation>阶段 2（+ 梯度）</translation>
    </message>
    <message>
        <source>Stage 3 (+ weights)</source>
        <translation>阶段 3（+ 权重）</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Recomputation: none</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>Recomputation: the whole forward pass</extracomment>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>Shards optimizer states (stage 1), then gradients (2), then weights (3) over the data-parallel cards (Rajbhandari et al. 2020).</source>
        <translation>在数据并行的各卡之间依次切分优化器状态（阶段 1）、梯度（阶段 2）和权重（阶段 3）（Rajbhandari 等，2020）。</translation>
    </message>
    <message>
        <source>LoRA and QLoRA train small adapters: ZeRO saves nothing here.</source>
        <translation>LoRA 和 QLoRA 只训练小型适配器：ZeRO 在这里省不了显存。</translation>
    </message>
    <message>
        <source>Cards that split every layer between them (Megatron-LM).</source>
        <translation>把每一层切分到多张卡上的卡数（Megatron-LM）。</translation>
    </message>
    <message>
        <source>Cards per serving replica, splitting every layer between them.</source>
        <translation>每个推理副本的卡数，每一层切分到这些卡上。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A facility template and its network (&quot;400 Gb/s InfiniBand per card&quot;)</extracomment>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>SignOffPage</name>
    <message>
        <source>&amp;Sign-off for:</source>
        <translation>核对方案(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>打印(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Export PDF...</source>
        <translation>导出 PDF(&amp;E)...</translation>
    </message>
    <message>
        <source>Nothing blocks signing: no blocker or major item has failed or is unchecked.</source>
        <translation>没有阻碍签约的问题：阻断项和重要项都已核查且没有不通过。</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <extracomment>A count on the sign-off page, e.g. &quot;Pass&quot; then &quot;12&quot; on the next line</extracomment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>Items nobody has checked yet</source>
        <translation>还没有人核查的项目</translation>
    </message>
    <message>
        <source>sign-off</source>
        <extracomment>File name suggested for the exported sign-off sheet (no extension)</extracomment>
        <translation>签约前核对表</translation>
    </message>
    <message numerus="yes">
        <source>Do not sign yet: %n blocker or major item(s) failed or unchecked must be resolved first; minor items do not block.</source>
        <translation>
            <numerusform>暂不要签约：还有 %n 项阻断或重要项未通过或未核查，必须先解决；次要项不影响签约。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of the %2 items of every checklist for this option, blockers, major and minor items alike.</source>
        <extracomment>Tooltip of a count on the sign-off page; %1 the count, %2 all items</extracomment>
        <translation>该方案所有清单共 %2 项中的 %1 项，阻断、重要和次要项都算在内。</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
</context>
<context>
    <name>SignOffSheet</name>
    <message>
        <source>checked by %1 on %2</source>
        <extracomment>%1 a person, %2 a date</extracomment>
        <translation>%1 于 %2 核查</translation>
    </message>
    <message>
        <source>checked by %1</source>
        <translation>%1 核查</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <extracomment>Before a list of imported files that back a checklist item; &quot;; &quot; separates the files</extracomment>
        <translation>证据：</translation>
    </message>
    <message>
        <source>What good looks like: %1</source>
        <extracomment>On the sign-off sheet, after an item nobody has checked</extracomment>
        <translation>合格的标准：%1</translation>
    </message>
    <message>
        <source>Sign-off sheet</source>
        <extracomment>Title of the sign-off sheet&apos;s PDF (its document properties)</extracomment>
        <translation>签约前核对表</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>项目：</translation>
    </message>
    <message>
        <source>Client:</source>
        <translation>客户：</translation>
    </message>
    <message>
        <source>Option:</source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message numerus="yes">
        <source>Do not sign yet: %n item(s) must be resolved first.</source>
        <translation>
            <numerusform>暂不要签约：还有 %n 项必须先解决。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing blocks signing: no blocker or major item has failed or is unchecked.</source>
        <translation>没有阻碍签约的问题：阻断项和重要项都已核查且没有不通过。</translation>
    </message>
    <message>
        <source>Missing (not checked)</source>
        <translation>缺失（未核查）</translation>
    </message>
    <message>
        <source>Do not sign until these are resolved</source>
        <translation>以下各项解决之前不要签约</translation>
    </message>
    <message>
        <source>Also open (minor)</source>
        <translation>其他未完成项（次要）</translation>
    </message>
    <message>
        <source>Waived, with the reason</source>
        <translation>已豁免的项目及理由</translation>
    </message>
    <message>
        <source>Passed, and the evidence behind each</source>
        <translation>已通过的项目及依据</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签字</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>签字：</translation>
    </message>
    <message>
        <source>For the client</source>
        <translation>客户方</translation>
    </message>
    <message>
        <source>For the provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Passed:</source>
        <extracomment>Before a measured finding on the sign-off sheet</extracomment>
        <translation>通过：</translation>
    </message>
    <message>
        <source>Failed:</source>
        <translation>不通过：</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates the parts of a check on the sign-off sheet (a full-width comma in Chinese)</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>. </source>
        <extracomment>Ends the &quot;checked by&quot; part before the checker&apos;s note (a Chinese full stop in Chinese)</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>How to check: %1</source>
        <extracomment>On the sign-off sheet, after an item nobody has checked: the steps to check it</extracomment>
        <translation>怎样核查：%1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <extracomment>Severity and status of a row on the sign-off sheet: &quot;[blocker, pass]&quot; (full-width in Chinese)</extracomment>
        <translation>（%1，%2）</translation>
    </message>
</context>
<context>
    <name>SizingPage</name>
    <message>
        <source>Advice</source>
        <extracomment>Group title: the seeds&apos; recommendations and warnings</extracomment>
        <translation>建议</translation>
    </message>
    <message>
        <source>For this workload</source>
        <translation>针对该任务</translation>
    </message>
    <message>
        <source>Traps for this card and count</source>
        <translation>该卡型和卡数的陷阱</translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation>请选择卡型。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot be split into tensor parallel %1 x pipeline parallel %2: use a multiple of %3 cards.</source>
        <translation>
            <numerusform>%n 张卡无法按张量并行 %1 × 流水线并行 %2 切分：卡数须为 %3 的倍数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot be split into replicas of %1 cards: use a multiple of %1.</source>
        <translation>
            <numerusform>%n 张卡无法分成每个 %1 张卡的副本：卡数须为 %1 的倍数。</numerusform>
        </translation>
    </message>
    <message>
        <source>None known for this card and count.</source>
        <translation>该卡型和卡数暂无已知陷阱。</translation>
    </message>
    <message>
        <source>This project has no workloads yet. Add one on the Workload page to size it here.</source>
        <translation>这个项目还没有任务。请先在“任务”页添加一个，再到这里估算。</translation>
    </message>
    <message>
        <source>Enter the model&apos;s parameters, or import its config.json, on the Workload page.</source>
        <translation>请在“任务”页填写模型参数量，或导入它的 config.json。</translation>
    </message>
    <message numerus="yes">
        <source>No layout splits a global batch of %1 sequences over %n card(s): every data-parallel card needs at least one sequence per step. Use fewer cards or a larger batch.</source>
        <extracomment>%n cards, %1 the global batch in sequences</extracomment>
        <translation>
            <numerusform>没有哪种并行方式能把每步 %1 条序列的全局批量分到 %n 张卡上：每张数据并行的卡每步至少要一条序列。请减少卡数或加大批量。</numerusform>
        </translation>
    </message>
    <message>
        <source>This workload has fields to correct (marked on the Workload page); the figures below may be off.</source>
        <translation>这个任务有需要更正的字段（已在“任务”页标出），下面的数字可能不准。</translation>
    </message>
    <message>
        <source>A card, count and layout of your choice: not an option of the project.</source>
        <translation>你自己选的卡、数量和并行方式：不是项目中的方案。</translation>
    </message>
    <message>
        <source>A card and count of your choice, in the layout the engine chooses: not an option of the project.</source>
        <translation>你自己选的卡和数量，并行方式由引擎选择：不是项目中的方案。</translation>
    </message>
    <message>
        <source>Sized as Compare prices %1: the layout the engine chooses at this card count.</source>
        <extracomment>%1 an option&apos;s name</extracomment>
        <translation>与方案对比页对 %1 的计价一致：在这个卡数下由引擎选择的并行方式。</translation>
    </message>
    <message>
        <source>Your layout for %1.</source>
        <translation>你为 %1 设置的并行方式。</translation>
    </message>
    <message>
        <source>Your layout for %1; Compare prices it with %2.</source>
        <extracomment>%1 an option&apos;s name, %2 the layout Compare prices it with</extracomment>
        <translation>你为 %1 设置的并行方式；方案对比页按 %2 计价。</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <extracomment>Undo step of a remedy; %1 what it changes</extracomment>
        <translation>采用：%1</translation>
    </message>
    <message>
        <source>It is the option the project recommends for this workload.</source>
        <translation>这是项目为本任务推荐的方案。</translation>
    </message>
    <message>
        <source>The project&apos;s verdict leaves it out: %1.</source>
        <extracomment>%1 why the verdict leaves the option out</extracomment>
        <translation>项目结论没有采用它：%1。</translation>
    </message>
</context>
<context>
    <name>TableCopy</name>
    <message>
        <source>%1 (P10)</source>
        <extracomment>Copied table: the header of a range&apos;s low column; %1 the column&apos;s header</extracomment>
        <translation>%1（P10）</translation>
    </message>
    <message>
        <source>%1 (likely)</source>
        <extracomment>Copied table: the header of a range&apos;s likely column</extracomment>
        <translation>%1（最可能）</translation>
    </message>
    <message>
        <source>%1 (P90)</source>
        <extracomment>Copied table: the header of a range&apos;s high column</extracomment>
        <translation>%1（P90）</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Training</source>
        <extracomment>Group title: training time and compute</extracomment>
        <translation>训练</translation>
    </message>
    <message>
        <source>Model FLOPs</source>
        <extracomment>FLOPs the model needs (6 N D + attention)</extracomment>
        <translation>模型计算量</translation>
    </message>
    <message>
        <source>Executed FLOPs</source>
        <extracomment>FLOPs the cards execute, including recomputation</extracomment>
        <translation>实际执行计算量</translation>
    </message>
    <message>
        <source>Peak per card</source>
        <translation>单卡峰值算力</translation>
    </message>
    <message>
        <source>Effective compute utilisation (MFU)</source>
        <extracomment>Model FLOPs utilisation; Chinese: youxiao suanli liyonglv (MFU)</extracomment>
        <translation>有效算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>线性扩展效率</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Card-hours</source>
        <extracomment>Cards x hours</extracomment>
        <translation>卡时</translation>
    </message>
    <message>
        <source>With 1.5x re-run reserve</source>
        <extracomment>Card-hours x 1.5 for failed runs that must be repeated (seed 000)</extracomment>
        <translation>含 1.5 倍重跑冗余</translation>
    </message>
    <message>
        <source>Find Layout</source>
        <translation>查找并行方案</translation>
    </message>
    <message>
        <source>Search the card counts (1, 2, 4, 8, 16, ... up to 4,096) and every tensor, pipeline and data-parallel split, ZeRO stage, recomputation and micro-batch on this card for the smallest count that fits in memory and meets the workload&apos;s deadline.</source>
        <translation>在这种卡上搜索卡数（1、2、4、8、16……直到 4,096）以及所有张量、流水线和数据并行切分、ZeRO 阶段、重计算和微批大小，找出显存装得下且满足任务截止期限的最少卡数。</translation>
    </message>
    <message>
        <source>Use This Layout</source>
        <translation>采用该方案</translation>
    </message>
    <message>
        <source>Set the card count and the layout above to the one found.</source>
        <translation>把上方的卡数和并行设置改为找到的方案。</translation>
    </message>
    <message>
        <source>Enter the training tokens on the workload page to estimate the time.</source>
        <translation>请在任务页面填写训练 token 数，以估算训练时长。</translation>
    </message>
    <message>
        <source>%1 has no peak figure for %2 or a precision near it: time and MFU cannot be estimated.</source>
        <translation>%1 缺少 %2 或相近精度的峰值算力数据，无法估算训练时长和 MFU。</translation>
    </message>
    <message>
        <source>6 x active parameters x tokens (forward 2, backward 4; Kaplan et al. 2020) plus causal attention, 6 x layers x hidden size x sequence length per token (PaLM appendix B, halved for the causal mask). Here %1 active parameters and %2 tokens.</source>
        <translation>6 × 激活参数量 × token 数（前向 2、反向 4；Kaplan 等，2020），加上因果注意力，每 token 6 × 层数 × 隐藏层维度 × 序列长度（PaLM 附录 B，因果掩码减半）。这里激活参数量为 %1，token 数为 %2。</translation>
    </message>
    <message>
        <source>What the cards execute: the model FLOPs, x 8/6 with full recomputation (the forward pass runs twice). MFU counts model FLOPs only.</source>
        <translation>卡实际执行的计算量：模型计算量，完全重计算时再 × 8/6（前向传播跑两遍）。MFU 只计模型计算量。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Dense peak of one card at the workload&apos;s precision, from the catalog; a card without that precision runs at the nearest one it has (FP8 on an A100 runs at BF16).</source>
        <translation>单卡在该任务精度下的稠密峰值算力，取自目录；卡不支持该精度时按最接近的精度计（A100 上的 FP8 按 BF16 计）。</translation>
    </message>
    <message>
        <source>%1 (your figure)</source>
        <translation>%1（自定）</translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock hours x %n card(s).</source>
        <translation>
            <numerusform>训练小时数 × %n 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Layout searches for the fewest cards of this type that fit the job and meet its deadline.</source>
        <translation>“查找并行方案”会找出这种卡装得下该任务、并满足截止期限的最少卡数。</translation>
    </message>
    <message numerus="yes">
        <source>Smallest that meets the deadline of %1: %n card(s), %2. Likely %3, %4 per card.</source>
        <extracomment>%1 deadline, %2 parallel layout, %3 likely time, %4 memory per card</extracomment>
        <translation>
            <numerusform>满足截止期限（%1）的最小方案：%n 张卡，%2。最可能耗时 %3，每卡显存 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smallest that fits in memory (no deadline set): %n card(s), %1. Likely %2, %3 per card.</source>
        <extracomment>%1 parallel layout, %2 likely time, %3 memory per card</extracomment>
        <translation>
            <numerusform>显存装得下的最小方案（未设截止期限）：%n 张卡，%1。最可能耗时 %2，每卡显存 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No count up to 4,096 cards meets the deadline of %1. The fastest that fits: %n card(s), %2, likely %3.</source>
        <extracomment>%1 deadline, %2 parallel layout, %3 likely time</extracomment>
        <translation>
            <numerusform>4,096 张卡以内都无法满足 %1的截止期限。装得下的最快方案：%n 张卡，%2，最可能耗时 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits in memory on this card: the best layout still needs %1 per card, the card has %2.</source>
        <extracomment>%1 least memory per card any layout reaches, %2 the card&apos;s memory</extracomment>
        <translation>这种卡上没有装得下的方案：最好的方案每卡仍需 %1，而卡只有 %2。</translation>
    </message>
    <message>
        <source>Tried %1 configurations: counts 1, 2, 4, 8, then multiples of 8; tensor parallel up to twice the card&apos;s fast-link domain; pipeline up to 64; ZeRO 0-3; three recomputation modes; micro-batches 1, 2 and 4. The time is the likely one.</source>
        <translation>共尝试了 %1 种配置：卡数 1、2、4、8，之后为 8 的倍数；张量并行最多为显卡高速互联域的两倍；流水线并行最多 64；ZeRO 0–3；三种重计算模式；微批次 1、2 和 4。所示时间为最可能值。</translation>
    </message>
    <message>
        <source>Model FLOPs per second achieved / peak. Your figure is taken per training step at this scale, as papers report it: no scaling loss is applied on top; interruptions still take their time.</source>
        <translation>每秒实际完成的模型 FLOPs ÷ 峰值。你填的数按这个规模下每个训练步计算，与论文的口径相同：不再叠加扩展损失；中断仍会占用时间。</translation>
    </message>
    <message>
        <source>The default MFU is the card class&apos;s figure multiplied by each factor below (the reasons the engine records); interruptions then lengthen the wall time.</source>
        <translation>默认 MFU 是该类卡的基准值乘以下面每个系数（引擎记录的原因）；中断再拉长墙钟时间。</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>来自工作负载</translation>
    </message>
    <message>
        <source>published practice for this model and cluster size</source>
        <translation>按公开训练对这个模型和集群规模的做法</translation>
    </message>
    <message>
        <source>Model FLOPs per second achieved / peak (%1). The default is what tuned frameworks reach on this card class, times the factors below; the range runs from 0.7 to 1.2 times the likely value, untuned to well tuned (%2: 40-55 % tuned, under 30 % with the wrong framework or topology).</source>
        <translation>实际达到的模型每秒计算量 ÷ 峰值算力（%1）。默认值为调优框架在该卡型类别上的典型水平，再乘以下列系数；范围取最可能值的 0.7 到 1.2 倍，对应未调优到调优良好（%2：调优后 40–55%，框架不兼容或拓扑不合理时低于 30%）。</translation>
    </message>
    <message numerus="yes">
        <source>Step time at %n card(s) against linear scaling from one card (%5): compute / (compute x (1 + pipeline bubble) + exposed communication). Gradients are reduced over %1 between servers, bucketed behind the backward pass (ZeRO-3 gathers weights beside compute); tensor-parallel traffic stays in the NVLink domain; the pipeline bubble is (p - 1) / (v x m) (Narayanan et al. 2021). Global batch: %2 sequences (%3). Here the bubble is %4.</source>
        <translation>
            <numerusform>%n 张卡的单步时间相对单卡线性扩展（%5）：计算 ÷（计算 ×（1 + 流水线气泡）+ 未掩盖的通信）。梯度经服务器之间的 %1 归约，分桶藏在反向传播后面（ZeRO-3 在计算旁边收集权重）；张量并行的通信留在 NVLink 域内；流水线气泡为 (p − 1) / (v × m)（Narayanan 等 2021）。全局批量：%2 条序列（%3）。这里的气泡是 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Under 75 %: a cluster that scales this poorly is not suited to large parallel training; adding cards wastes more and more money (%1).</source>
        <translation>低于 75%：扩展效率这么低的集群不适合做大规模并行训练，加卡越多浪费越大（%1）。</translation>
    </message>
    <message>
        <source>Card-hours x %1: most teams underestimate how often a failed training run must be repeated (%2). Budget with this line.</source>
        <translation>卡时 × %1：多数团队低估了训练失败需要重跑的概率（%2）。请按这一行做预算。</translation>
    </message>
    <message>
        <source>Time, as on Compare</source>
        <extracomment>The time Compare shows for the option (P10-P90)</extracomment>
        <translation>时长（与方案对比页相同）</translation>
    </message>
    <message>
        <source>The run with its interruptions, as Compare&apos;s Time column shows it: P10-P90 of the draws. The MFU range alone gives %1.</source>
        <translation>含中断的运行时长，与方案对比页“耗时”列相同：抽样的 P10–P90。只看 MFU 的范围则为 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Model FLOPs / (%n card(s) x peak x MFU); the low end uses the high MFU and the high end the low MFU. Not an option of the project, so no draws: Compare&apos;s ranges are P10-P90.</source>
        <translation>
            <numerusform>模型 FLOPs ÷（%n 张卡 × 峰值 × MFU）；下限用高 MFU，上限用低 MFU。这不是项目中的方案，因此没有抽样：方案对比页的范围是 P10–P90。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The time above (Compare&apos;s, P10-P90) x %n card(s).</source>
        <translation>
            <numerusform>上面的时长（与方案对比页相同，P10–P90）× %n 张卡</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>the only option that passes every check</source>
        <translation>唯一通过全部检查的方案</translation>
    </message>
    <message numerus="yes">
        <source>the cheapest of the %n options that meet the %1-day deadline and pass every check</source>
        <extracomment>%n options, %1 the deadline in days</extracomment>
        <translation>
            <numerusform>在 %n 个赶得上 %1 天截止日期且通过全部检查的方案中成本最低</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cheapest of the %n options that meet the %1 s first-token target and pass every check</source>
        <extracomment>%n options, %1 the first-token target in seconds</extracomment>
        <translation>
            <numerusform>在 %n 个满足 %1 秒首字延迟目标且通过全部检查的方案中成本最低</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cheapest of the %n options that pass every check</source>
        <translation>
            <numerusform>在 %n 个通过全部检查的方案中成本最低</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, and the fastest</source>
        <extracomment>Appended to why an option is recommended</extracomment>
        <translation>%1，而且速度最快</translation>
    </message>
    <message>
        <source>%1 times as much</source>
        <extracomment>The runner-up&apos;s cost as a multiple of the recommended one&apos;s</extracomment>
        <translation>是其 %1 倍</translation>
    </message>
    <message>
        <source>The runner-up, %1, costs %2 more per run (%3).</source>
        <extracomment>%1 the runner-up option, %2 how much more it costs (the medians), %3 in percent</extracomment>
        <translation>次优方案 %1 每次运行多花 %2（%3）。</translation>
    </message>
    <message>
        <source>The runner-up, %1, costs %2 more over the plan (%3).</source>
        <extracomment>%1 the runner-up option, %2 how much more it costs over the plan, %3 in percent</extracomment>
        <translation>次优方案 %1 在规划期内多花 %2（%3）。</translation>
    </message>
    <message>
        <source>Nothing else tells them apart either: %1 is listed first.</source>
        <extracomment>A toss-up that nothing else decides either; %1 the option listed first</extracomment>
        <translation>其他方面也分不出高下：%1 排在前面。</translation>
    </message>
    <message>
        <source>Take %1: it answers first in %2 s, against %3 s for %4.</source>
        <extracomment>%1 option, %2 and %3 first-token times in seconds, %4 the other option</extracomment>
        <translation>选 %1：首字延迟 %2 秒，%4 为 %3 秒。</translation>
    </message>
    <message>
        <source>Take %1: it finishes in %2, against %3 for %4.</source>
        <extracomment>%1 option, %2 and %3 job times (&quot;4.2 hours&quot;), %4 the other option</extracomment>
        <translation>选 %1：%2 完成，%4 需要 %3。</translation>
    </message>
    <message>
        <source>Take %1: it is faster.</source>
        <translation>选 %1：它更快。</translation>
    </message>
    <message>
        <source>Take %1: it is paid by the hour, with no commitment.</source>
        <extracomment>%1 the option; the other one is a monthly or yearly plan, or a purchase</extracomment>
        <translation>选 %1：按小时付费，不用承诺长期合同。</translation>
    </message>
    <message>
        <source>Take %1: it can be rented now, while bought cards wait for delivery.</source>
        <extracomment>%1 the rented option; the other one is bought</extracomment>
        <translation>选 %1：现在就能租到，而自购的卡要等交付。</translation>
    </message>
    <message>
        <source>Take %1: it carries fewer risks (see the risk column).</source>
        <extracomment>%1 the option</extracomment>
        <translation>选 %1：风险更少（见风险列）。</translation>
    </message>
    <message>
        <source>No option can run this workload; each option says why.</source>
        <translation>没有方案能运行这个任务；各方案都注明了原因。</translation>
    </message>
    <message>
        <source>No option passes every check. The least bad is %1: %2.</source>
        <extracomment>%1 the least bad option, %2 what it breaks</extracomment>
        <translation>没有方案通过全部检查。相对最好的是 %1：%2。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>Cost does not decide between %1 and %2: their medians are %3.</source>
        <extracomment>%1 and %2 options, %3 their two median costs (&quot;Y4,699 and Y4,701&quot;)</extracomment>
        <translation>%1 和 %2 在成本上难分高下：中位数分别为 %3。</translation>
    </message>
    <message>
        <source>%1 is recommended: %2.</source>
        <extracomment>%1 the option, %2 why</extracomment>
        <translation>推荐 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is the cheapest in every plausible future drawn.</source>
        <extracomment>%1 option: the cheapest of the eligible options in (nearly) every draw</extracomment>
        <translation>在抽到的所有可能情形中，%1 都最便宜。</translation>
    </message>
    <message>
        <source>%1 costs less than %2 in %3 of the plausible futures.</source>
        <extracomment>%1 option, %2 the runner-up, %3 share of the Monte Carlo draws (ties shared)</extracomment>
        <translation>在 %3 的可能情形中，%1 比 %2 便宜。</translation>
    </message>
    <message numerus="yes">
        <source>Of all %n options, %1 is the cheapest in %2</source>
        <extracomment>%n options, %1 option, %2 share of the draws</extracomment>
        <translation>
            <numerusform>在全部 %n 个方案中，%1 在 %2 的可能情形下最便宜</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 in %2</source>
        <extracomment>Continues the sentence above; %1 option, %2 share of the draws</extracomment>
        <translation>；%1 占 %2</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>%1 is cheaper mostly when %2 is below %3.</source>
        <translation>%1 更便宜的情形，多在%2低于 %3 时。</translation>
    </message>
    <message>
        <source>%1 is cheaper mostly when %2 is above %3.</source>
        <translation>%1 更便宜的情形，多在%2高于 %3 时。</translation>
    </message>
    <message>
        <source>not compared</source>
        <extracomment>Few words: the option is not ticked for the comparison on the Options page</extracomment>
        <translation>未入选</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>赶不上截止日期</translation>
    </message>
    <message>
        <source>misses the first-token target</source>
        <translation>达不到首字延迟目标</translation>
    </message>
    <message>
        <source>spot never finishes</source>
        <translation>竞价跑不完</translation>
    </message>
    <message>
        <source>over capital budget</source>
        <translation>超首期预算</translation>
    </message>
    <message>
        <source>over monthly budget</source>
        <translation>超每月预算</translation>
    </message>
    <message>
        <source>restricted, no source</source>
        <translation>受管制且无货源</translation>
    </message>
    <message>
        <source>too few hours</source>
        <translation>时长不够</translation>
    </message>
    <message>
        <source>not in the comparison (tick it on the Options page)</source>
        <translation>未入选对比（可在“方案”页勾选）</translation>
    </message>
    <message>
        <source>does not fit: it needs %1 per card, the card has %2</source>
        <extracomment>%1 memory needed per card, %2 the card&apos;s memory</extracomment>
        <translation>显存放不下：每卡需要 %1，而卡只有 %2</translation>
    </message>
    <message>
        <source>misses the deadline: %1 days against %2</source>
        <extracomment>%1 days the job takes, %2 the deadline in days</extracomment>
        <translation>赶不上截止日期：需要 %1 天，截止日期为 %2 天</translation>
    </message>
    <message>
        <source>misses the first-token target: %1 s against %2 s</source>
        <extracomment>%1 and %2 seconds</extracomment>
        <translation>达不到首字延迟目标：%1 秒，目标 %2 秒</translation>
    </message>
    <message>
        <source>spot instances are reclaimed too often for the job to finish</source>
        <translation>竞价实例被回收得太频繁，任务跑不完</translation>
    </message>
    <message>
        <source>over the capital budget: %1 on day one, the budget is %2</source>
        <extracomment>%1 cash on day one, %2 the budget</extracomment>
        <translation>超出首期预算：首期需要 %1，预算为 %2</translation>
    </message>
    <message>
        <source>over the monthly budget: %1 in a month, the budget is %2</source>
        <extracomment>%1 spend in a month, %2 the budget</extracomment>
        <translation>超出每月预算：每月需要 %1，预算为 %2</translation>
    </message>
    <message>
        <source>buys a card not sold new into China, and the project names no source for it (File &gt; Project Properties)</source>
        <translation>购买不再向国内销售新卡的型号，而项目没有写明货源（文件 &gt; 项目属性）</translation>
    </message>
    <message>
        <source>the schedule&apos;s runs need %1 hours on these cards, more than the %2 in the plan</source>
        <extracomment>%1 hours the scheduled runs need, %2 hours in the plan</extracomment>
        <translation>按排期各次运行需要在这些卡上占用 %1 小时，超过规划期的 %2 小时</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>An option left out of the recommendation; %1 its name, %2 why</extracomment>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No option can run the workload</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (breaks a check)</source>
        <extracomment>%1 option that breaks a check but is the least bad</extracomment>
        <translation>%1（未通过某项检查）</translation>
    </message>
    <message>
        <source>%1 (a toss-up on cost with %2)</source>
        <extracomment>%1 the option taken, %2 the one it ties with on cost</extracomment>
        <translation>%1（与 %2 成本难分高下）</translation>
    </message>
    <message>
        <source> (P10-P90 %1)</source>
        <translation>（P10–P90 %1）</translation>
    </message>
    <message numerus="yes">
        <source>Year plan: rent everything, %1%2 over %n months.</source>
        <extracomment>Year plan; %1 the median total, %2 its P10-P90 or nothing, %n months</extracomment>
        <translation>
            <numerusform>全年规划：全部租用，%n 个月共 %1%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year plan: own %1 cards of %2 and rent the rest, %3%4 over %n months, against %5 renting everything; cheaper in %6 of the plausible futures.</source>
        <extracomment>Year plan; %1 cards of %2 (the owned option), %3 median total, %4 its band, %5 the median of renting everything, %6 chance, %n months</extracomment>
        <translation>
            <numerusform>全年规划：自有 %2 的 %1 张卡，其余租用，%n 个月共 %3%4，全部租用则为 %5；在 %6 的可能情形中更省钱。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs on more cards than its schedule names, to meet its deadline.</source>
        <extracomment>%1 a workload</extracomment>
        <translation>%1 为赶截止日期，使用比排期更多的卡。</translation>
    </message>
    <message>
        <source>%1 misses its deadline on any number of cards.</source>
        <extracomment>%1 a workload</extracomment>
        <translation>%1 无论用多少张卡都赶不上截止日期。</translation>
    </message>
    <message>
        <source>Together the recommended options need %1 on day one, within the capital budget of %2.</source>
        <extracomment>%1 cash, %2 budget</extracomment>
        <translation>推荐的方案合计首期需要 %1，在 %2 的首期预算之内。</translation>
    </message>
    <message>
        <source>Together the recommended options spend %1 in a month, within the monthly budget of %2.</source>
        <translation>推荐的方案合计每月支出 %1，在 %2 的每月预算之内。</translation>
    </message>
    <message>
        <source>Together the recommended options need %1 on day one, over the capital budget of %2 (%3).</source>
        <extracomment>%1 cash, %2 budget, %3 the options</extracomment>
        <translation>推荐的方案合计首期需要 %1，超出 %2 的首期预算（%3）。</translation>
    </message>
    <message>
        <source>Together the recommended options spend %1 in a month, over the monthly budget of %2 (%3).</source>
        <translation>推荐的方案合计每月支出 %1，超出 %2 的每月预算（%3）。</translation>
    </message>
    <message>
        <source>quote expired</source>
        <extracomment>Few words: the option&apos;s price comes from a provider&apos;s quote past its validity</extracomment>
        <translation>报价已过期</translation>
    </message>
    <message>
        <source>priced from a quote %1 days past its validity: confirm it with the provider before it is recommended</source>
        <extracomment>%1 days since the provider&apos;s quote stopped being valid</extracomment>
        <translation>所依据的报价已过有效期 %1 天：须向供应商确认后才参与推荐</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>&amp;Checks for:</source>
        <extracomment>Label of the option whose checklist is shown</extracomment>
        <translation>核查对象(&amp;C)：</translation>
    </message>
    <message>
        <source>Keys on the list: P pass, F fail, N not applicable, W waived (needs a reason in the note), U not checked.</source>
        <translation>列表快捷键：P 通过，F 不通过，N 不适用，W 豁免（须在备注中写明理由），U 未核查。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>核查项</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Plan vs measured</source>
        <translation>规划与实测</translation>
    </message>
</context>
<context>
    <name>VerifyPrompts</name>
    <message>
        <source>Tool output (*.json *.csv *.txt *.log *.tsv)</source>
        <extracomment>File dialog filter: outputs of iperf3, nvidia-smi and benchmark tables</extracomment>
        <translation>工具输出 (*.json *.csv *.txt *.log *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Import evidence</source>
        <translation>导入证据</translation>
    </message>
    <message>
        <source>Export sign-off sheet</source>
        <translation>导出签约前核对表</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Print sign-off sheet</source>
        <translation>打印签约前核对表</translation>
    </message>
</context>
<context>
    <name>VerifySelection</name>
    <message>
        <source>Whole project</source>
        <extracomment>The checklist for the whole project rather than one option</extracomment>
        <translation>整个项目</translation>
    </message>
</context>
<context>
    <name>VoucherDialog</name>
    <message>
        <source>Source: %1 (%2) %3
%4</source>
        <extracomment>%1 the policy document, %2 its date (ISO), %3 its web address, %4 &quot;to be confirmed ...&quot;</extracomment>
        <translation>来源：%1（%2）%3
%4</translation>
    </message>
    <message>
        <source>Compute Voucher</source>
        <translation>算力券</translation>
    </message>
    <message>
        <source>The project has a compute &amp;voucher</source>
        <extracomment>A city&apos;s compute voucher (算力券) that pays back part of the rent of compute</extracomment>
        <translation>本项目申请算力券(&amp;V)</translation>
    </message>
    <message>
        <source>Fill &amp;from preset:</source>
        <translation>按预设填写(&amp;F)：</translation>
    </message>
    <message>
        <source>Typed by hand</source>
        <extracomment>First entry of the preset list: the fields keep what was typed</extracomment>
        <translation>手动填写</translation>
    </message>
    <message>
        <source>&amp;Programme:</source>
        <translation>项目名称(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Share of eligible rent:</source>
        <translation>补贴比例(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Cap per year:</source>
        <translation>每年上限(&amp;C)：</translation>
    </message>
    <message>
        <source>Eligible p&amp;roviders:</source>
        <translation>适用服务商(&amp;R)：</translation>
    </message>
    <message>
        <source>Any rented option</source>
        <extracomment>Placeholder of the providers field when any rented option is eligible</extracomment>
        <translation>任何租用方案</translation>
    </message>
    <message>
        <source>Contract or facility ids or names, separated by commas. Only the rent of options from these providers is eligible.</source>
        <translation>合同或机房的编号或名称，用逗号分隔。只有这些服务商的租金可以申请补贴。</translation>
    </message>
    <message>
        <source>Money back &amp;after (months):</source>
        <translation>补贴到账(&amp;A)（月）：</translation>
    </message>
    <message>
        <source>Chance of &amp;approval:</source>
        <translation>获批概率(&amp;A)：</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>最可能</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Low, likely and high, drawn in the Monte Carlo like every other input: it shows in the P10–P90 of the rented options.</source>
        <translation>低、最可能、高三个值，和其他输入一样参与蒙特卡洛抽样，体现在租用方案的 P10–P90 中。</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>Only rented compute is eligible (the rent line of hourly, monthly, yearly and spot plans), never owned cards, hosting them or a build. Paid back: min(share × rent, cap × horizon years) × approval. Compare gives each rented option the whole cap; the year plan shares one cap among everything it rents.</source>
        <translation>只有租用的算力可以补贴（按小时、包月、包年和竞价实例的租金），自购显卡、托管自有显卡和自建都不算。返还金额：min(补贴比例 × 租金, 每年上限 × 规划年数) × 获批概率。方案对比中每个租用方案各按完整上限计算；年度规划中所有租用部分共用一个上限。</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>Likely value within its range %1; source: %2</source>
        <translation>在取值范围 %1 内调整最可能值；来源：%2</translation>
    </message>
    <message>
        <source>Fixed at %1 (source: %2): widen its range in the Assumptions table to explore it here.</source>
        <translation>固定为 %1（来源：%2）：请先在“假设”表中放宽其取值范围，再在此推演。</translation>
    </message>
    <message>
        <source>Move a slider to see the comparison change at once; each move can be undone. The range of each slider is the assumption&apos;s own low to high.</source>
        <translation>拖动滑块即可立即看到对比结果的变化，每次调整都可撤销。滑块的范围就是该假设自身的最低值到最高值。</translation>
    </message>
</context>
<context>
    <name>WorkloadListModel</name>
    <message>
        <source>(unnamed workload)</source>
        <extracomment>A workload whose name is empty</extracomment>
        <translation>（未命名任务）</translation>
    </message>
</context>
<context>
    <name>WorkloadPage</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a workload</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the selected workload</source>
        <translation>复制所选任务</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected workload</source>
        <translation>删除所选任务</translation>
    </message>
    <message>
        <source>This project has no workloads yet. Add one, or start a new project from a scenario template (File &gt; New).</source>
        <translation>这个项目还没有任务。请添加一个任务，或从场景模板新建项目（文件 &gt; 新建）。</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>Group of fields: what the job is</extracomment>
        <translation>基本信息</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Training</source>
        <extracomment>Group of fields used by training jobs</extracomment>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving</source>
        <extracomment>Group of fields used by serving (inference) jobs</extracomment>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>e.g. 7B customer-service LoRA</source>
        <translation>例如：7B 客服模型 LoRA 微调</translation>
    </message>
    <message>
        <source>Input and output embeddings share weights</source>
        <translation>输入与输出词嵌入共享权重</translation>
    </message>
    <message>
        <source>Sequences per optimizer step.</source>
        <translation>每个优化步的序列数。</translation>
    </message>
    <message>
        <source>Time to first token the service must meet.</source>
        <translation>服务必须达到的首 token 时间（TTFT）。</translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <extracomment>Title above the list of workloads</extracomment>
        <translation>
            <numerusform>%n 个任务</numerusform>
        </translation>
    </message>
    <message>
        <source>Import config.json...</source>
        <translation>导入 config.json...</translation>
    </message>
    <message>
        <source>Read the model&apos;s architecture from its Hugging Face config.json (dense, GQA, MoE and multi-head latent attention models). One undo step.</source>
        <translation>从模型的 Hugging Face config.json 读取架构（支持稠密、GQA、MoE 和多头潜在注意力模型）。可一步撤销。</translation>
    </message>
    <message>
        <source>or drop the file here</source>
        <extracomment>Next to the Import config.json button</extracomment>
        <translation>或把文件拖到这里</translation>
    </message>
    <message>
        <source>no architecture given: a Llama-like shape of this size is assumed</source>
        <translation>未给出架构：按同等规模的 Llama 结构估算</translation>
    </message>
    <message>
        <source>multi-head latent attention, rank %1</source>
        <extracomment>DeepSeek&apos;s MLA: the KV cache holds one compressed latent per layer</extracomment>
        <translation>多头潜在注意力 MLA，秩 %1</translation>
    </message>
    <message numerus="yes">
        <source>grouped-query attention, %n KV head(s)</source>
        <translation>
            <numerusform>分组查询注意力 GQA，%n 个 KV 头</numerusform>
        </translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>多头注意力</translation>
    </message>
    <message>
        <source>KV cache: %1 per token at %2 (%3).</source>
        <extracomment>%1 bytes per token, %2 precision such as BF16, %3 the kind of attention</extracomment>
        <translation>KV 缓存：%2 精度下每 token %1（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>Mixture of experts: %n experts, %1 per token plus %2 shared.</source>
        <extracomment>Mixture of experts; %1 experts routed per token, %2 always-active experts</extracomment>
        <translation>
            <numerusform>MoE：%n 个专家，每 token 激活 %1 个，另有 %2 个共享专家。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mixture of experts: %n experts, %1 per token.</source>
        <extracomment>Mixture of experts; %1 experts routed per token</extracomment>
        <translation>
            <numerusform>MoE：%n 个专家，每 token 激活 %1 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Source: %1</source>
        <extracomment>Where the model&apos;s figures come from, e.g. a config.json</extracomment>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Could not import the model configuration</source>
        <translation>无法导入模型配置</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file name, %2 a sentence about the problem in it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;Known models</source>
        <extracomment>Button with a menu of well-known models (Llama-2-7B, Qwen2-72B, ...)</extracomment>
        <translation>常见模型(&amp;K)</translation>
    </message>
    <message>
        <source>Fill the model from the published config.json of a well-known model. One undo step.</source>
        <translation>用常见模型公开的 config.json 填写模型结构。可一步撤销。</translation>
    </message>
    <message>
        <source>e.g. 70B</source>
        <extracomment>Placeholder of an empty parameter count; 70B is an example to type</extracomment>
        <translation>例如 70B</translation>
    </message>
    <message>
        <source>same as total</source>
        <translation>与总数相同</translation>
    </message>
    <message>
        <source>e.g. 2T</source>
        <translation>例如 2T</translation>
    </message>
    <message>
        <source>e.g. 4k</source>
        <translation>例如 4k</translation>
    </message>
    <message>
        <source>Type the size with its unit: 70B, 7.6B or 671B (B = billion, T = trillion).</source>
        <translation>带单位输入参数量：70B、7.6B、671B 或 700亿（B = 十亿，T = 万亿）。</translation>
    </message>
    <message>
        <source>Tokens processed in the whole run (data set x epochs). Type 2T, 500B or 200M.</source>
        <translation>整个训练处理的 token 数（数据集 × 轮数）。可以写 2T、500B 或 2亿。</translation>
    </message>
    <message>
        <source>Tokens per sequence (the context window). Type 4k, 128K or 32768; k counts 1,024 here, as context lengths are quoted (4k = 4,096).</source>
        <translation>每条序列的 token 数（上下文窗口）。可以写 4k、128K 或 32768；按上下文长度的惯例，这里 k 表示 1024（4k = 4096）。</translation>
    </message>
    <message>
        <source>Parameters from the architecture: %1 in total, %2 per token.</source>
        <extracomment>Counted from the model&apos;s layers; %1 total, %2 used per token</extracomment>
        <translation>按模型结构计算的参数量：共 %1，每个 token 用到 %2。</translation>
    </message>
    <message>
        <source>Parameters from the architecture: %1.</source>
        <translation>按模型结构计算的参数量：%1。</translation>
    </message>
    <message>
        <source>Could not load the model preset</source>
        <translation>无法载入模型预设</translation>
    </message>
    <message>
        <source>Data to upload to the facility before training, in GB of %1 bytes (decimal), as storage and transfer are billed.</source>
        <extracomment>%1 is 10 to the power 9</extracomment>
        <translation>训练前需上传到机房的数据量，单位 GB 按 %1 字节（十进制）计，与存储和传输的计费方式一致。</translation>
    </message>
    <message>
        <source>A dense model uses all its parameters for every token, so this is the total and follows it. Set the number of experts for a mixture-of-experts model.</source>
        <translation>稠密模型每个 token 都用到全部参数，所以这里就是总参数量，并随总数变化。混合专家（MoE）模型请先填写专家数。</translation>
    </message>
    <message>
        <source>The parameters a mixture-of-experts model uses per token. Type it like the total: 37B.</source>
        <translation>混合专家（MoE）模型每个 token 实际用到的参数量。写法同总数，例如 37B。</translation>
    </message>
    <message>
        <source>Assumed shape: %1 layers, hidden size %2, %3 attention heads, %4 KV heads.</source>
        <extracomment>The architecture assumed for a typed size; %1 layers, %2 width, %3 and %4 head counts</extracomment>
        <translation>假定结构：%1 层，隐藏层维度 %2，%3 个注意力头，%4 个 KV 头。</translation>
    </message>
    <message>
        <source>%1 is not the %2 parameters the model&apos;s layers give: its architecture was set aside, and estimates assume a Llama-like shape of %1. Undo brings it back.</source>
        <translation>%1 与模型结构算出的 %2 个参数不符：已弃用原有结构，估算改按 %1 规模的 Llama 类结构。撤销可恢复。</translation>
    </message>
    <message>
        <source>%1 is not the size of %2 (%3 parameters): its architecture was set aside, and estimates assume a Llama-like shape of %1. Undo brings it back.</source>
        <extracomment>%1 the typed size (&quot;7 B&quot;), %2 a model such as Llama-2-7B, %3 its exact count</extracomment>
        <translation>%1 不是 %2 的规模（%3 个参数）：已弃用其结构，估算改按 %1 规模的 Llama 类结构。撤销可恢复。</translation>
    </message>
    <message>
        <source>KV bytes per token = 2 x layers x KV heads x head size x bytes per value (GQA-aware), or layers x (KV rank + RoPE head size) x bytes for multi-head latent attention (DeepSeek-V2; %1).</source>
        <translation>每 token KV 字节数 = 2 × 层数 × KV 头数 × 头维度 × 每个值的字节数（考虑 GQA）；多头潜在注意力为 层数 × (KV 秩 + RoPE 头维度) × 字节数（DeepSeek-V2；%1）。</translation>
    </message>
    <message>
        <source>How the serving engine stores the KV cache (vLLM --kv-cache-dtype, TensorRT-LLM KV cache quantization). FP8 or INT8 halves it against BF16, so about twice the requests fit on each card. Same as the weights: FP8 with FP8 or FP4 weights, otherwise 16 bit.</source>
        <translation>推理引擎存放 KV 缓存的格式（vLLM 的 --kv-cache-dtype，TensorRT-LLM 的 KV 缓存量化）。FP8 或 INT8 比 BF16 小一半，每张卡能同时容纳的请求约多一倍。与权重相同：FP8 或 FP4 权重时为 FP8，否则为 16 位。</translation>
    </message>
    <message>
        <source>Same as the weights (%1)</source>
        <extracomment>KV cache option; %1 the precision it resolves to, e.g. FP8</extracomment>
        <translation>与权重相同（%1）</translation>
    </message>
</context>
<context>
    <name>YearPage</name>
    <message>
        <source>&amp;Own cards of:</source>
        <extracomment>Year page: the hosted or built option whose cards the team would own</extracomment>
        <translation>自有卡方案(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Schedule (double-click a cell to change it)</source>
        <extracomment>Year page: the table of when each workload runs</extracomment>
        <translation>排期(&amp;S)（双击单元格修改）</translation>
    </message>
</context>
<context>
    <name>YearText</name>
    <message>
        <source>Owned cards</source>
        <extracomment>Axis and column: how many cards the team owns (the rest is rented)</extracomment>
        <translation>自有卡数</translation>
    </message>
    <message numerus="yes">
        <source>Total over %n months</source>
        <extracomment>Column: the total cost of a mix over the planning horizon</extracomment>
        <translation>
            <numerusform>%n 个月总成本</numerusform>
        </translation>
    </message>
    <message>
        <source>Anything from %1 to %2 owned cards is within %3 of the best.</source>
        <extracomment>%1 and %2 numbers of cards; %3 a percentage (3 %)</extracomment>
        <translation>自有 %1 到 %2 张卡，成本都与最优相差不到 %3。</translation>
    </message>
    <message>
        <source>No other number of owned cards comes within %1 of the best.</source>
        <extracomment>%1 a percentage (3 %)</extracomment>
        <translation>其他自有卡数的成本都比最优高出 %1 以上。</translation>
    </message>
    <message>
        <source>Once delivered (after %1 months) the owned cards are busy %2 of the time; %3 card-hours are rented.</source>
        <extracomment>%1 a percentage, %2 months (e.g. 1.5), %3 card-hours</extracomment>
        <translation>到货上线后（%1 个月后），自有卡有 %2 的时间在用；另需租用 %3 卡时。</translation>
    </message>
    <message>
        <source>The year plan needs an option that hosts or builds its own cards: add one on the Options page.</source>
        <translation>全年规划需要一个托管或自建的方案：请在“方案”页添加。</translation>
    </message>
    <message>
        <source>The year plan needs at least one workload that can be priced.</source>
        <translation>全年规划至少需要一个能计价的任务。</translation>
    </message>
    <message>
        <source>No GPU-cloud price for %1, so the cards beyond the owned ones cannot be priced.</source>
        <extracomment>%1 a card id</extracomment>
        <translation>%1 没有 GPU 云报价，超出自有卡的部分无法计价。</translation>
    </message>
    <message>
        <source>%1 times as much</source>
        <extracomment>How much more a mix costs than the best one, e.g. &quot;12 times as much&quot;</extracomment>
        <translation>是最优方案的 %1 倍</translation>
    </message>
    <message>
        <source>%1 more</source>
        <extracomment>How much more a mix costs than the best one; %1 a percentage</extracomment>
        <translation>比最优方案多 %1</translation>
    </message>
    <message>
        <source>Renting everything would cost %1, %2.</source>
        <extracomment>%1 amount, %2 &quot;26 % more&quot; or &quot;12 times as much&quot;</extracomment>
        <translation>全部租用要 %1，%2。</translation>
    </message>
    <message>
        <source>Owning enough for the peak (%1 %2 cards) would cost %3, %4.</source>
        <extracomment>%1 cards (the peak demand), %2 card name, %3 amount, %4 &quot;26 % more&quot; or &quot;12 times as much&quot;</extracomment>
        <translation>按高峰全部自有（%1 张 %2）要 %3，%4。</translation>
    </message>
    <message>
        <source>Each workload runs when its schedule says, a training run on enough cards to meet its deadline. Serving goes on the owned cards first, then each training run that finds them free for all of its hours. A run they cannot hold is rented whole on a GPU cloud&apos;s hourly plan and priced as Compare prices one run there, every cost line included; serving beyond the owned cards is rented by the month where that is cheaper, else by the hour (all-in %1 per card-hour, %2 per card-month).</source>
        <extracomment>How the year plan works; %1 CNY per card-hour, %2 CNY per card-month</extracomment>
        <translation>每项任务按排期运行，训练任务用足以赶上截止日期的卡数。推理服务先用自有卡，其后每次训练运行在自有卡整段空闲时使用它们。自有卡容纳不下的运行整次在 GPU 云上按小时租用，价格与方案对比页对一次运行的计价相同，包含所有成本项；超出自有卡的推理服务在包月更便宜时包月，否则按小时租用（含隐性成本：每卡时 %1，每卡月 %2）。</translation>
    </message>
    <message numerus="yes">
        <source>The compute voucher (%1) pays back %2 over %n months at this mix (%3 with everything rented): one cap of %4 a year shared by all the rented runs and serving, at a %5–%6 chance of approval, which is in the P10–P90.</source>
        <extracomment>%1 the programme, %2 an amount (paid back), %n months, %3 an amount (with everything rented), %4 the cap per year, %5 and %6 percentages (chance of approval)</extracomment>
        <translation>
            <numerusform>算力券（%1）在该组合下 %n 个月内返还 %2（全部租用时为 %3）：所有租用的训练和推理共用每年 %4 的上限，获批概率 %5–%6，已计入 P10–P90。</numerusform>
        </translation>
    </message>
    <message>
        <source>The year plan has not been worked out yet.</source>
        <translation>全年规划尚未算出。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan GPU compute for AI jobs in Shenzhen.</source>
        <translation>为深圳的 AI 任务规划 GPU 算力。</translation>
    </message>
    <message>
        <source>Open the built-in Shenzhen example project.</source>
        <translation>打开内置的深圳示例项目。</translation>
    </message>
    <message>
        <source>Use this UI language for this run only: zh_CN or en.</source>
        <translation>仅本次运行使用该界面语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use zh_CN or en.</source>
        <translation>未知语言“%1”；请使用 zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Could not start Suanpan for &quot;%1&quot;.</source>
        <translation>无法为“%1”启动算盘。</translation>
    </message>
    <message>
        <source>Project files to open, each in its own window.</source>
        <translation>要打开的项目文件，每个文件各用一个窗口。</translation>
    </message>
    <message>
        <source>Open the first file (or the example), print what was loaded and quit; for testing an installation.</source>
        <translation>打开第一个文件（或示例项目），输出载入的内容后退出；用于检验安装。</translation>
    </message>
    <message>
        <source>Write the report of the project file as a PDF and exit (with QT_QPA_PLATFORM=offscreen: no window); --lang sets its language.</source>
        <translation>将项目文件的报告导出为 PDF 后退出（设置 QT_QPA_PLATFORM=offscreen 时不显示窗口）；--lang 指定报告语言。</translation>
    </message>
    <message>
        <source>The report&apos;s sections, comma-separated (default: all): %1.</source>
        <translation>报告包含的章节，用逗号分隔（默认全部）：%1。</translation>
    </message>
    <message>
        <source>Write the presentation of the project file as a PDF, one 16:9 page per slide, and exit; --lang sets its language.</source>
        <translation>将项目文件的演示文稿导出为 PDF（每页一张 16:9 幻灯片）后退出；--lang 指定语言。</translation>
    </message>
    <message>
        <source>Write every chart of the project file as PNG and SVG into a folder and exit; --lang sets their language.</source>
        <translation>将项目文件的全部图表以 PNG 和 SVG 格式写入文件夹后退出；--lang 指定图表语言。</translation>
    </message>
</context>
</TS>
